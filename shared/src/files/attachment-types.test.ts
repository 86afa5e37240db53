import { describe, expect, it } from 'vitest';
import { MESSAGES, NON_SPEC_MESSAGES } from '../messages.ts';
import {
  acceptOf,
  ATTACHMENT_CONTENTS,
  ATTACHMENT_RULES,
  ATTACHMENT_TYPES,
  attachmentFileProblem,
  attachmentTypesOf,
  contentTypesOf,
  extensionOf,
  isAttachmentType,
  MAX_ATTACHMENT_BYTES,
} from './attachment-types.ts';

describe('attachment types (SPEC §3, §5)', () => {
  it('gives each type its kind and the registration field that shows its name', () => {
    expect(attachmentTypesOf('COMPANY')).toEqual(['COMPANYLOGO', 'COMPANYLOGOEPS']);
    expect(attachmentTypesOf('SCHOLARSHIP')).toEqual([
      'SCOREREPORT',
      'LETTEROFACCEPTANCE',
      'CREATIVECOMPONENT',
      'RECOMMENDATION',
    ]);
    expect(attachmentTypesOf('MSIND')).toEqual([]);
    expect(ATTACHMENT_TYPES.map((type) => ATTACHMENT_RULES[type].field)).toEqual([
      'companyLogo',
      'companyLogoEPS',
      'scoreReport',
      'letterOfAcceptance',
      'creativeComponent',
      'recommendation',
    ]);
    expect(isAttachmentType('COMPANYLOGO')).toBe(true);
    expect(isAttachmentType('companylogo')).toBe(false);
    expect(isAttachmentType('toString')).toBe(false);
  });

  it('allows SPEC’s extensions: logo jpeg/jpg/png, vector logo eps, scholarship files pdf/doc/docx/jpeg/jpg/png', () => {
    expect(acceptOf('COMPANYLOGO')).toBe('.jpeg,.jpg,.png');
    expect(acceptOf('COMPANYLOGOEPS')).toBe('.eps');
    expect(acceptOf('RECOMMENDATION')).toBe('.pdf,.doc,.docx,.jpeg,.jpg,.png');
    expect(contentTypesOf('COMPANYLOGO')).toEqual(['image/jpeg', 'image/png']);
    expect(contentTypesOf('SCOREREPORT')).toContain('application/pdf');
  });

  it('names every allowed content only by extensions the type allows', () => {
    for (const type of ATTACHMENT_TYPES) {
      const rule = ATTACHMENT_RULES[type];
      for (const content of rule.contents) {
        for (const extension of ATTACHMENT_CONTENTS[content].namedBy) expect(rule.extensions).toContain(extension);
      }
    }
  });

  it('reads the extension of the last path segment, in lower case', () => {
    expect(extensionOf('Logo.PNG')).toBe('png');
    expect(extensionOf('C:\\Users\\ada\\report.final.Pdf')).toBe('pdf');
    expect(extensionOf('.png')).toBe('');
    expect(extensionOf('noextension')).toBe('');
    expect(extensionOf('folder.png/file')).toBe('');
  });
});

describe('the forms’ check before uploading', () => {
  it('says SPEC’s "Unsupported file type" for an extension the type does not allow', () => {
    expect(attachmentFileProblem('COMPANYLOGO', { name: 'logo.png', size: 10 })).toBeNull();
    expect(attachmentFileProblem('COMPANYLOGO', { name: 'logo.JPEG', size: 10 })).toBeNull();
    expect(attachmentFileProblem('COMPANYLOGO', { name: 'logo.eps', size: 10 })).toBe(MESSAGES.unsupportedFileType);
    expect(attachmentFileProblem('COMPANYLOGO', { name: 'logo', size: 10 })).toBe(MESSAGES.unsupportedFileType);
    expect(attachmentFileProblem('SCOREREPORT', { name: 'scores.docx', size: 10 })).toBeNull();
    expect(attachmentFileProblem('SCOREREPORT', { name: 'scores.exe', size: 10 })).toBe(MESSAGES.unsupportedFileType);
  });

  it('refuses a file over 20 MB', () => {
    expect(attachmentFileProblem('SCOREREPORT', { name: 'a.pdf', size: MAX_ATTACHMENT_BYTES })).toBeNull();
    expect(attachmentFileProblem('SCOREREPORT', { name: 'a.pdf', size: MAX_ATTACHMENT_BYTES + 1 })).toBe(
      NON_SPEC_MESSAGES.fileTooLarge,
    );
  });
});
