import { describe, expect, it } from 'vitest';
import { documentFileName, documentHref, documentTypeName } from './document-files.ts';

describe('CMS documents published with the site', () => {
  it('keeps the upload file name under /files/', () => {
    expect(documentHref({ url: '/uploads/scholarship_criteria_3f2a1b.pdf' })).toBe(
      '/files/scholarship_criteria_3f2a1b.pdf',
    );
    expect(documentHref({ url: 'https://bucket.example/uploads/rules_9c.pdf?v=2' })).toBe('/files/rules_9c.pdf');
  });

  it('turns unsafe characters into underscores and never yields a dot file or a path', () => {
    expect(documentFileName('/uploads/Letter%20of%20Intent%20(HS).docx')).toBe('Letter_of_Intent_HS_.docx');
    expect(documentFileName('/uploads/..%2F..%2Fetc%2Fpasswd')).toBe('etc_passwd');
    expect(() => documentFileName('/uploads/')).toThrow(/no usable file name/);
  });

  it('names the file type for the link text', () => {
    expect(documentTypeName('application/pdf')).toBe('PDF');
    expect(documentTypeName('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('Word');
    expect(documentTypeName('application/zip')).toBe('ZIP');
  });
});
