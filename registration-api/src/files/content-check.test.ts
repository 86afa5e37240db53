import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_RULES,
  attachmentContentProblem,
  extensionOf,
  SIGNATURE_BYTES,
  type AttachmentType,
} from '@stem/shared/files/attachment-types';
import { compoundFile, docx, eps, exe, jpeg, pdf, png } from '../test-support/file-fixtures.ts';
import { ContentCheck } from './content-check.ts';

/** The API's decision on a file: null when stored, else its refusal's code. */
async function apiDecision(type: AttachmentType, fileName: string, bytes: Buffer): Promise<string | null> {
  const check = new ContentCheck(ATTACHMENT_RULES[type], extensionOf(fileName));
  try {
    for await (const _chunk of check.pass(Readable.from([bytes]))) {
      // Passed on, as the store would take it.
    }
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const formDecision = (type: AttachmentType, fileName: string, bytes: Buffer) =>
  attachmentContentProblem(type, fileName, bytes.subarray(0, SIGNATURE_BYTES));

describe('the form’s check of a file’s first bytes against the API’s check of its content', () => {
  const cases: Array<[AttachmentType, string, Buffer]> = [
    ['COMPANYLOGO', 'logo.png', png()],
    ['COMPANYLOGO', 'logo.jpg', jpeg()],
    ['COMPANYLOGO', 'logo.png', jpeg()],
    ['COMPANYLOGOEPS', 'logo.eps', eps()],
    ['SCOREREPORT', 'scores.pdf', pdf()],
    ['SCOREREPORT', 'scores.docx', docx()],
    ['SCOREREPORT', 'scores.doc', compoundFile('WordDocument')],
    ['SCOREREPORT', 'scan.jpeg', jpeg()],
    // Refused by both: a phone's photo saved under a PDF's name, a program, an empty file.
    ['LETTEROFACCEPTANCE', 'letter.pdf', png()],
    ['RECOMMENDATION', 'letter.doc', exe()],
    ['RECOMMENDATION', 'letter.docx', Buffer.from('Dear committee, …')],
    ['SCOREREPORT', 'empty.pdf', Buffer.alloc(0)],
    ['COMPANYLOGO', 'logo.png', pdf()],
  ];

  it('never refuses a file the API stores, and refuses on choice what the API would refuse by its start', async () => {
    for (const [type, name, bytes] of cases) {
      const api = await apiDecision(type, name, bytes);
      const form = formDecision(type, name, bytes);
      if (api === null) expect(form, `${type} ${name}`).toBeNull();
      else expect(form, `${type} ${name}`).toBe('Unsupported file type');
    }
  });

  it('leaves to the API what only the whole file tells: a spreadsheet in an Office document’s dress', async () => {
    const workbook = compoundFile('Workbook');
    expect(formDecision('RECOMMENDATION', 'letter.doc', workbook)).toBeNull();
    expect(await apiDecision('RECOMMENDATION', 'letter.doc', workbook)).toBe('UNSUPPORTED_FILE_TYPE');
  });
});
