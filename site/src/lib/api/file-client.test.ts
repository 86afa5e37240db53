import { describe, expect, it } from 'vitest';
import { AUTHORIZATION_HEADER } from '@stem/shared/api-contract';
import { isEditConflict, uploadAttachment } from './file-client.ts';

const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

describe("an edit's upload", () => {
  it('sends the version its form loaded as If-Match, and a 412 (changed elsewhere since) is a conflict', async () => {
    const sent: Headers[] = [];
    const refused = async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers));
      return new Response(JSON.stringify({ code: -1, message: 'changed' }), {
        status: 412,
        headers: { 'content-type': 'application/json' },
      });
    };
    const upload = uploadAttachment(
      { regId: 'r1', attachmentType: 'COMPANYLOGO', file: logo, auth: { token: 't', version: '"v1"' } },
      refused as typeof fetch,
    );
    const error = await upload.catch((caught: unknown) => caught);
    expect(isEditConflict(error)).toBe(true);
    expect(sent[0]!.get('if-match')).toBe('"v1"');
    expect(sent[0]!.get(AUTHORIZATION_HEADER)).toBe('Bearer t');
  });

  it('a create’s upload (the grant) sends no version, and another refusal is no conflict', async () => {
    const sent: Headers[] = [];
    const tooLarge = async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers));
      return new Response(JSON.stringify({ error: 'FILE_TOO_LARGE', message: 'too large' }), { status: 413 });
    };
    const error = await uploadAttachment(
      { regId: 'r1', attachmentType: 'COMPANYLOGO', file: logo, auth: { grant: 'g' } },
      tooLarge as typeof fetch,
    ).catch((caught: unknown) => caught);
    expect(isEditConflict(error)).toBe(false);
    expect(sent[0]!.has('if-match')).toBe(false);
  });
});
