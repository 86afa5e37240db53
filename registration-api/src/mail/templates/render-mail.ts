import type { MailBlock, MailContent } from './mail-content.ts';

/** What a rendered template gives the mailer: the plain-text part and the HTML part of one message. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const CRLF = '\r\n';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Only web addresses become links: anything else in a url field is shown as text. */
const isWebAddress = (url: string) => /^https?:\/\/[^\s"<>]+$/.test(url);

function textOf(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'lines':
      return block.lines.join(CRLF);
    case 'list':
      return block.items.map((item) => `- ${item}`).join(CRLF);
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join(CRLF);
    case 'link':
      return [block.text, block.url].join(CRLF);
    case 'footnote':
      return `${block.text} ${block.url}`;
  }
}

/**
 * An address shown as text breaks anywhere (a signed token has no break points): unbroken, the consent
 * link's line made the mail 824 px wide on a 390 px phone. Only the address: the words around it break as words.
 */
const shownAddress = (html: string) => `<span style="word-break:break-all;overflow-wrap:anywhere">${html}</span>`;

const P = 'margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2933';

function htmlOf(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      // A paragraph someone typed (a contact question) keeps its line breaks, as the text part does.
      return `<p style="${P}">${escapeHtml(block.text).replace(/\r?\n/g, '<br>')}</p>`;
    case 'lines':
      return `<p style="${P}">${block.lines.map(escapeHtml).join('<br>')}</p>`;
    case 'list':
      return `<ul style="${P};padding-left:24px">${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    case 'facts':
      // A long value (an email address) breaks inside its cell rather than widen the mail past a phone.
      return `<table role="presentation" style="${P};border-collapse:collapse">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:0 16px 4px 0;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:0 0 4px;word-break:break-word;overflow-wrap:anywhere">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'link': {
      if (!isWebAddress(block.url)) return `<p style="${P}">${escapeHtml(`${block.text} ${block.url}`)}</p>`;
      const url = escapeHtml(block.url);
      return `<p style="${P}">${escapeHtml(block.text)}</p><p style="${P}"><a href="${url}" style="display:inline-block;padding:10px 18px;background:#0b5cab;color:#ffffff;border-radius:4px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#52606d">Or copy this address: ${shownAddress(url)}</p>`;
    }
    case 'footnote': {
      const url = escapeHtml(block.url);
      const shown = isWebAddress(block.url) ? `<a href="${url}" style="color:#0b5cab">${shownAddress(url)}</a>` : url;
      return `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #d9e2ec;font-size:13px;line-height:1.5;color:#52606d">${escapeHtml(block.text)} ${shown}</p>`;
    }
  }
}

/**
 * Renders a template's content into both parts of a message. The text part is what the mail has always
 * been (CRLF lines, blank lines between blocks); the HTML part is a single column that reads on a phone,
 * inline styles only (mail clients drop style sheets), and every value escaped.
 */
export function renderMail(content: MailContent): RenderedMail {
  const text = content.blocks.map(textOf).join(CRLF + CRLF);
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f5f7fa">',
    '<div style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif">',
    '<p style="margin:0 0 24px;font-size:14px;font-weight:700;letter-spacing:0.05em;color:#0b5cab">STEM CAREER DAY</p>',
    ...content.blocks.map(htmlOf),
    '</div></body></html>',
  ].join('\n');
  return { subject: content.subject, text, html };
}
