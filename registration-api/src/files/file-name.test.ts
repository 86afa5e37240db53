import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cleanFileName, MAX_FILE_NAME_LENGTH, namedDownload } from './file-name.ts';

describe('cleanFileName', () => {
  it('keeps an ordinary name as it is, NFC', () => {
    expect(cleanFileName('Company Logo (2026).png')).toBe('Company Logo (2026).png');
    expect(cleanFileName('Zoe\u0308.png')).toBe('Zoë.png');
  });

  it('keeps only the last path segment, and no leading dots', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\ada\\scores.pdf')).toBe('scores.pdf');
    expect(cleanFileName('..hidden.pdf')).toBe('hidden.pdf');
    expect(cleanFileName('../')).toBe('');
  });

  it('drops control, reserved, invisible and bidirectional characters', () => {
    expect(cleanFileName('logo\u202egnp.exe')).toBe('logognp.exe');
    expect(cleanFileName('a\u0000b\r\n"c"<d>|e?.pdf')).toBe('abcde.pdf');
    expect(cleanFileName('\ufeffre\u200bport.pdf')).toBe('report.pdf');
    expect(cleanFileName('half \ud800 surrogate.pdf')).toBe('half \ufffd surrogate.pdf');
  });

  it('shortens a long name before its extension', () => {
    const cleaned = cleanFileName(`${'é'.repeat(300)}.docx`);
    expect([...cleaned]).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(cleaned.endsWith('é.docx')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('is an attachment with an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('logo.png')).toBe(`attachment; filename="logo.png"; filename*=UTF-8''logo.png`);
    expect(attachmentDisposition('Zoë’s "logo" 100%.png')).toBe(
      `attachment; filename="Zo__s _logo_ 100_.png"; filename*=UTF-8''Zo%C3%AB%E2%80%99s%20%22logo%22%20100%25.png`,
    );
  });
});

describe('namedDownload (the organisers’ downloads)', () => {
  it('puts whose file it is before its name, a slash in it made a dash', () => {
    expect(namedDownload('Wingfoot Labs / Akron', 'logo.png')).toBe('Wingfoot Labs - Akron - logo.png');
    expect(namedDownload('', 'logo.png')).toBe('logo.png');
  });

  it('shortens a long company name, never the file’s own name', () => {
    const company = `The ${'Very '.repeat(30)}Long Engineering Company`;
    const named = namedDownload(company, 'acceptance-letter.pdf');
    expect(named.endsWith(' - acceptance-letter.pdf')).toBe(true);
    expect(named.startsWith('The Very Very')).toBe(true);
    expect([...named].length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
  });

  it('keeps some of whose it is when the file’s own name is long, and the extension', () => {
    const named = namedDownload('Wingfoot Labs', `${'scan-'.repeat(30)}.pdf`);
    expect(named.startsWith('Wingfoot Labs - scan-')).toBe(true);
    expect(named.endsWith('.pdf')).toBe(true);
    expect([...named].length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
  });
});
