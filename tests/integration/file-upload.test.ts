import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '@stem/registration-api/test-support/build-test-app';
import { exe, padTo, png } from '@stem/registration-api/test-support/file-fixtures';
import { identity, signInAs } from '@stem/registration-api/test-support/sign-in';
import { AttachmentError, deleteAttachment, fetchAttachment, uploadAttachment } from '@stem/site/lib/api/file-client';

/**
 * The site's file client against the real API over real HTTP: FormData streamed as the browser sends it,
 * the grant and bearer headers, the refusals as the form will see them (SPEC §4, §7; SECURITY.md 7-9).
 */
const OWNER = 'ceo@acme.example';
let app: FastifyInstance;
let dir: string;
let fetcher: typeof fetch;
let regId: string;
let token: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-file-client-'));
  app = await buildTestApp({
    AUTH_SECRET: 'test-auth-secret-0123456789-abcdefghij',
    FILES_DIR: path.join(dir, 'files'),
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  // The site calls its own origin; here that origin is the API's.
  fetcher = (url, init) => fetch(new URL(String(url), address), init);
  regId = (await app.store.insert({ regType: 'COMPANY', email: OWNER, data: { companyName: 'Acme' } })).regId;
  token = (await signInAs(app, identity(OWNER))).accessToken;
});

afterAll(async () => {
  // close() waits for every connection: a refused upload left half-read would hold one and time out here.
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const file = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('site file client → registration API', () => {
  it('uploads with the create answer’s grant, and the owner reads the bytes back as a typed blob', async () => {
    const logo = png(4, 4);
    const grant = app.auth.uploadGrants.issue(regId);
    await expect(
      uploadAttachment(
        { regId, attachmentType: 'COMPANYLOGO', file: file(logo, 'Acme logo.png'), auth: { grant } },
        fetcher,
      ),
    ).resolves.toEqual({ fileName: 'Acme logo.png' });
    const blob = await fetchAttachment(
      { regId, attachmentType: 'COMPANYLOGO', fileName: 'Acme logo.png', token },
      fetcher,
    );
    expect(blob.type).toBe('image/png');
    expect(Buffer.from(await blob.arrayBuffer()).equals(logo)).toBe(true);
  });

  it('rejects with the API’s refusal, which the form can tell apart: a 5 MB program (415) and 21 MB (413)', async () => {
    const auth = { token };
    const program = uploadAttachment(
      { regId, attachmentType: 'COMPANYLOGO', file: file(padTo(exe(), 5 * 1024 * 1024), 'logo.png'), auth },
      fetcher,
    );
    await expect(program).rejects.toMatchObject({ status: 415, error: 'UNSUPPORTED_FILE_TYPE' });
    const big = uploadAttachment(
      { regId, attachmentType: 'COMPANYLOGO', file: file(padTo(png(), 21 * 1024 * 1024), 'logo.png'), auth },
      fetcher,
    );
    await expect(big).rejects.toBeInstanceOf(AttachmentError);
    await expect(big).rejects.toMatchObject({ status: 413 });
    // The logo from before is still the logo.
    await expect(
      fetchAttachment({ regId, attachmentType: 'COMPANYLOGO', fileName: 'Acme logo.png', token }, fetcher),
    ).resolves.toBeInstanceOf(Blob);
  });

  it('replaces with the owner’s token, deletes, and then finds nothing', async () => {
    const replaced = await uploadAttachment(
      { regId, attachmentType: 'COMPANYLOGO', file: file(png(2, 2), 'new.png'), auth: { token } },
      fetcher,
    );
    expect(replaced).toEqual({ fileName: 'new.png' });
    await expect(
      fetchAttachment({ regId, attachmentType: 'COMPANYLOGO', fileName: 'Acme logo.png', token }, fetcher),
    ).rejects.toMatchObject({ status: 404 });
    await deleteAttachment({ regId, attachmentType: 'COMPANYLOGO', fileName: 'new.png', token }, fetcher);
    await expect(
      fetchAttachment({ regId, attachmentType: 'COMPANYLOGO', fileName: 'new.png', token }, fetcher),
    ).rejects.toMatchObject({ status: 404, error: 'NOT_FOUND' });
  });

  it('rejects without a grant or token that the API accepts (401), and a network failure with status 0', async () => {
    await expect(
      uploadAttachment(
        { regId, attachmentType: 'COMPANYLOGO', file: file(png(), 'a.png'), auth: { grant: 'x.y' } },
        fetcher,
      ),
    ).rejects.toMatchObject({ status: 401 });
    const offline: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(
      uploadAttachment({ regId, attachmentType: 'COMPANYLOGO', file: file(png(), 'a.png'), auth: { token } }, offline),
    ).rejects.toMatchObject({ status: 0 });
  });
});
