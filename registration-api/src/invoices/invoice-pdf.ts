import PDFDocument from 'pdfkit';
import type { InvoiceSettings } from '@stem/shared';
import { LATIN_BASE } from '@stem/shared/text/latin-letters';

/** What a sponsorship invoice says. */
export interface InvoiceContent {
  number: string;
  /** The invoice date and the due date, as printed ("January 5, 2026"). */
  issuedOn: string;
  dueOn: string;
  /** The number of the invoice this one replaces, or null. */
  replaces: string | null;
  /** The issuer and how to pay (CMS `sponsorship-invoice`). */
  issuer: InvoiceSettings;
  billTo: {
    companyName: string;
    contactName: string;
    /** Street, apartment, "City, ST 12345". */
    addressLines: string[];
    email: string;
    phone: string;
  };
  /** The one line invoiced: what it is, a detail under it, and its amount in whole dollars. */
  item: { description: string; detail: string; amount: number };
}

/** $1,050.00 */
export const formatDollars = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

// Windows-1252 (WinAnsi) beyond Latin-1: what the PDF standard fonts can draw besides U+0020-U+007E and
// U+00A0-U+00FF. A name in another script (or an emoji) cannot be drawn with them; rather than print
// boxes, such a character is drawn as its base letter when it has one (ő → o, and the Latin letters with a
// stroke or bar, which have none in Unicode: Łódź → Lódz, `LATIN_BASE`) or as '?' (株). An emoji is left
// out: a company name's "🚗" is decoration, and a "?" in its place read as a fault in the name.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

/** An emoji and what joins or dresses one (a zero-width joiner, a variation selector, a skin tone). */
const EMOJI_PART =
  /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0e|\ufe0f|\u20e3)$/u;

/** `text` as the standard fonts can draw it (see above); line feeds are kept. */
export function drawable(text: string): string {
  let droppedEmoji = false;
  const drawn = [...text.normalize('NFC')]
    .map((char) => {
      if (char === '\n' || isWinAnsi(char)) return char;
      if (EMOJI_PART.test(char)) {
        droppedEmoji = true;
        return '';
      }
      const base = LATIN_BASE[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, '');
      return base !== '' && [...base].every(isWinAnsi) ? base : '?';
    })
    .join('');
  // "Rockets 🚀 Inc." leaves no double space, "Tyres 🚗" no space at its end.
  return droppedEmoji ? drawn.replace(/ {2,}/g, ' ').replace(/ +$/gm, '') : drawn;
}

const INK = '#1a1a1a';
const MUTED = '#555555';
const ACCENT = '#0b3d91';
const RULE = '#c8cdd6';

/**
 * The invoice as a one-page US Letter PDF (pdfkit, the standard Helvetica fonts): issuer and "INVOICE",
 * number and dates (and the invoice it replaces), the company billed, the sponsorship and its amount, the
 * payment instructions and the organisers' contact. Resolves with the file's bytes.
 */
export function renderInvoicePdf(content: InvoiceContent, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    compress: options.compress ?? true,
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: `Invoice ${content.number}`,
      Author: drawable(content.issuer.issuerName),
      Subject: drawable(content.item.description),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const right = left + width;
  const write = (text: string, size: number, font = 'Helvetica', color = INK) =>
    doc.font(font).fontSize(size).fillColor(color).text(drawable(text), { width });
  const rule = (y: number) => doc.moveTo(left, y).lineTo(right, y).lineWidth(0.75).strokeColor(RULE).stroke();

  // Header: the issuer on the left, INVOICE and its number on the right.
  const top = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(ACCENT)
    .text(drawable(content.issuer.issuerName), left, top, {
      width: width * 0.6,
    });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  for (const line of content.issuer.issuerAddress.split(/\r?\n/)) doc.text(drawable(line), { width: width * 0.6 });
  doc.text(drawable(`${content.issuer.contactEmail} · ${content.issuer.contactPhone}`), { width: width * 0.6 });
  const headerBottom = doc.y;
  doc.font('Helvetica-Bold').fontSize(24).fillColor(INK).text('INVOICE', left, top, { width, align: 'right' });
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  const facts = [
    `Invoice number: ${content.number}`,
    `Invoice date: ${content.issuedOn}`,
    `Due date: ${content.dueOn}`,
    ...(content.replaces ? [`Replaces invoice: ${content.replaces}`] : []),
  ];
  for (const fact of facts) doc.text(drawable(fact), left, doc.y, { width, align: 'right' });
  doc.y = Math.max(headerBottom, doc.y) + 18;
  rule(doc.y);
  doc.moveDown(1.2);

  // Bill to.
  doc.x = left;
  write('BILL TO', 9, 'Helvetica-Bold', MUTED);
  doc.moveDown(0.2);
  write(content.billTo.companyName, 12, 'Helvetica-Bold');
  const { billTo } = content;
  for (const line of [`Attn: ${billTo.contactName}`, ...billTo.addressLines, billTo.email, billTo.phone]) {
    write(line, 10);
  }
  doc.moveDown(1.5);

  // The invoiced line and the total.
  const amountWidth = 110;
  const descriptionWidth = width - amountWidth;
  const headY = doc.y;
  doc.rect(left, headY - 4, width, 20).fill('#eef1f6');
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  doc.text('Description', left + 8, headY, { width: descriptionWidth - 16 });
  doc.text('Amount', left + descriptionWidth, headY, { width: amountWidth - 8, align: 'right' });
  const rowY = headY + 26;
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(drawable(content.item.description), left + 8, rowY, {
      width: descriptionWidth - 16,
    });
  doc
    .fontSize(9)
    .fillColor(MUTED)
    .text(drawable(content.item.detail), { width: descriptionWidth - 16 });
  const rowBottom = doc.y;
  doc.font('Helvetica').fontSize(11).fillColor(INK);
  doc.text(formatDollars(content.item.amount), left + descriptionWidth, rowY, {
    width: amountWidth - 8,
    align: 'right',
  });
  doc.y = rowBottom + 10;
  rule(doc.y);
  doc.moveDown(0.6);
  const totalY = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text('Total due', left + 8, totalY, { width: descriptionWidth - 16 });
  doc.text(formatDollars(content.item.amount), left + descriptionWidth, totalY, {
    width: amountWidth - 8,
    align: 'right',
  });
  doc.moveDown(0.4);
  if (content.replaces) {
    doc.x = left;
    write(`This invoice replaces invoice ${content.replaces}, which is void. Please pay this invoice only.`, 10);
  }
  doc.moveDown(1.5);

  // How to pay, and whom to ask.
  doc.x = left;
  write('PAYMENT INSTRUCTIONS', 9, 'Helvetica-Bold', MUTED);
  doc.moveDown(0.3);
  write(content.issuer.paymentInstructions, 10);
  doc.moveDown(0.6);
  // The instructions (the CMS's words) say to quote the number; this is the number to quote.
  write(`Invoice number to quote: ${content.number}`, 10, 'Helvetica-Bold');
  doc.moveDown(1.5);
  write('QUESTIONS', 9, 'Helvetica-Bold', MUTED);
  doc.moveDown(0.3);
  const { issuer } = content;
  write(`${issuer.contactName}: ${issuer.contactEmail}, ${issuer.contactPhone}`, 10);
  doc.moveDown(1);
  write('Thank you for supporting the STEM Career Day!', 10, 'Helvetica-Oblique', ACCENT);

  doc.end();
  return done;
}
