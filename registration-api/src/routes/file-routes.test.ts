import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  defineRegistration,
  MAX_ATTACHMENT_BYTES,
  NON_SPEC_MESSAGES,
  requiredText,
  UPLOAD_GRANT_HEADER,
} from '@stem/shared';
import { UploadGrants } from '../auth/upload-grant.ts';
import { defineApiKind } from '../registrations/api-kind.ts';
import registrationRoutes from '../registrations/registration-routes.ts';
import { buildTestApp } from '../test-support/build-test-app.ts';
import { compoundFile, docx, eps, exe, jpeg, multipartBody, padTo, pdf, png } from '../test-support/file-fixtures.ts';
import { bearer, identity, signInAs } from '../test-support/sign-in.ts';
import { cmsWithEvents, solvedCaptcha } from '../test-support/student-fixtures.ts';

const AUTH_SECRET = 'test-auth-secret-0123456789-abcdefghij';
const SITE = 'https://career-day.example';
const OWNER = 'ceo@acme.example';

let app: FastifyInstance;
let filesDir: string;
afterEach(async () => {
  await app?.close();
  fs.rmSync(path.dirname(filesDir), { recursive: true, force: true });
});

async function start(
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => Promise<void>,
  logStream?: { write(line: string): void },
) {
  filesDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stem-file-routes-')), 'files');
  app = await buildTestApp(
    { AUTH_SECRET, PUBLIC_SITE_URL: SITE, FILES_DIR: filesDir, ...env },
    { cmsFetch: cmsWithEvents().fetch, logStream },
  );
  await beforeReady?.(app);
  await app.ready();
}

/**
 * A COMPANY or SCHOLARSHIP registration stored through the real store: the company and scholarship kinds
 * have no API line on this branch yet (their engineers add them); the pipeline's grant is tested below.
 */
async function registration(regType: 'COMPANY' | 'SCHOLARSHIP' = 'COMPANY', email = OWNER, data = {}) {
  return (await app.store.insert({ regType, email, data: { companyName: 'Acme', ...data } })).regId;
}

const grantFor = (regId: string) => ({ [UPLOAD_GRANT_HEADER]: app.auth.uploadGrants.issue(regId) });
const tokenOf = async (email: string) => bearer((await signInAs(app, identity(email))).accessToken);

type Auth = Record<string, string>;

function upload(auth: Auth, regId: string, attachmentType: string, filename: string, content: Buffer) {
  const body = multipartBody([
    { name: 'regId', value: regId },
    { name: 'attachmentType', value: attachmentType },
    { name: 'file', filename, content, type: 'image/png' },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...body.headers, ...auth },
    payload: body.payload,
  });
}

const fileUrl = (regId: string, type: string, name: string) =>
  `/api/files/${regId}/${type}/${encodeURIComponent(name)}`;
const read = async (regId: string, type: string, name: string, auth: Auth) =>
  app.inject({ method: 'GET', url: fileUrl(regId, type, name), headers: auth });
const fieldsOf = async (regId: string, auth: Auth) =>
  (await app.inject({ url: `/api/registrations/${regId}`, headers: auth })).json().data;

/** Every byte sequence the store holds on disk, committed, staged or half-written. */
const blobs = () => (fs.existsSync(path.join(filesDir, 'blobs')) ? fs.readdirSync(path.join(filesDir, 'blobs')) : []);

const UNSUPPORTED = { error: 'UNSUPPORTED_FILE_TYPE', message: 'Unsupported file type' };
function expectAnswer(response: LightMyRequestResponse, status: number, body: object) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject(body);
}

describe('POST /api/files, then GET (SPEC §7, SECURITY.md item 9)', () => {
  it('stores a logo sent with the create answer’s grant, and serves it to the owner only as a typed download', async () => {
    await start();
    const regId = await registration('COMPANY', OWNER, { companyLogo: 'what-the-form-said.png' });
    const owner = await tokenOf(OWNER);
    // The field shows the store's truth, never a value in the form data.
    expect(await fieldsOf(regId, owner)).toMatchObject({ companyLogo: '', companyLogoEPS: '', companyName: 'Acme' });

    const logo = png(3, 2);
    const answer = await upload(grantFor(regId), regId, 'COMPANYLOGO', 'Acme Logo (blue).png', logo);
    expectAnswer(answer, 200, {
      code: 0,
      message: '',
      data: { files: [{ attachmentType: 'COMPANYLOGO', fileName: 'Acme Logo (blue).png' }] },
    });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(await fieldsOf(regId, owner)).toMatchObject({ companyLogo: 'Acme Logo (blue).png', companyLogoEPS: '' });
    // Stored under a generated name, never the user's.
    expect(blobs()).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);

    const served = await read(regId, 'COMPANYLOGO', 'Acme Logo (blue).png', owner);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(logo)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(logo.length),
      'content-disposition': `attachment; filename="Acme Logo (blue).png"; filename*=UTF-8''Acme%20Logo%20%28blue%29.png`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
  });

  it('stores no file of an edit made on an older version: 412, as the edit itself would be', async () => {
    await start();
    const regId = await registration('COMPANY');
    const owner = await tokenOf(OWNER);
    const loaded = `"${(await app.store.get(regId))!.updatedAt}"`;
    // Another tab saved a change after this one loaded the registration.
    const older = '"2020-01-01T00:00:00.000Z"';
    const stale = await upload({ ...owner, 'if-match': older }, regId, 'COMPANYLOGO', 'new-logo.png', png(2, 2));
    expectAnswer(stale, 412, { code: -1, message: NON_SPEC_MESSAGES.editConflict });
    expect(await fieldsOf(regId, owner)).toMatchObject({ companyLogo: '' });
    expect(blobs()).toEqual([]);
    // Refused before its bytes are read: a file that is not a logo at all gets the same answer.
    const notALogo = Buffer.from('not an image');
    const staleText = await upload({ ...owner, 'if-match': older }, regId, 'COMPANYLOGO', 'logo.png', notALogo);
    expectAnswer(staleText, 412, { code: -1, message: NON_SPEC_MESSAGES.editConflict });
    // On the version it loaded, the file is stored.
    const current = await upload({ ...owner, 'if-match': loaded }, regId, 'COMPANYLOGO', 'new-logo.png', png(2, 2));
    expectAnswer(current, 200, { code: 0 });
    expect(await fieldsOf(regId, owner)).toMatchObject({ companyLogo: 'new-logo.png' });
  });

  it('takes SPEC’s JSON list of data URLs from the signed-in owner, ignoring the type the client names', async () => {
    await start();
    const regId = await registration();
    const owner = await tokenOf(OWNER);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/files',
      headers: owner,
      payload: [
        {
          regId,
          attachmentType: 'COMPANYLOGOEPS',
          fileName: 'vector.eps',
          dataURL: `data:application/postscript;base64,${eps().toString('base64')}`,
          type: 'image/png',
        },
        {
          regId,
          attachmentType: 'COMPANYLOGO',
          fileName: 'logo.jpg',
          dataURL: `data:image/jpeg;base64,${jpeg().toString('base64')}`,
          type: 'image/jpeg',
        },
      ],
    });
    expectAnswer(answer, 200, {
      code: 0,
      data: {
        files: [
          { attachmentType: 'COMPANYLOGOEPS', fileName: 'vector.eps' },
          { attachmentType: 'COMPANYLOGO', fileName: 'logo.jpg' },
        ],
      },
    });
    expect((await read(regId, 'COMPANYLOGOEPS', 'vector.eps', owner)).headers['content-type']).toBe(
      'application/postscript',
    );
    expect((await read(regId, 'COMPANYLOGO', 'logo.jpg', owner)).headers['content-type']).toBe('image/jpeg');
  });

  it('accepts each scholarship document SPEC allows, typed by its content', async () => {
    await start();
    const regId = await registration('SCHOLARSHIP');
    const grant = grantFor(regId);
    const owner = await tokenOf(OWNER);
    const cases: Array<[string, string, Buffer, string]> = [
      ['SCOREREPORT', 'scores.pdf', pdf(), 'application/pdf'],
      [
        'LETTEROFACCEPTANCE',
        'letter.docx',
        docx(),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      ['RECOMMENDATION', 'recommendation.doc', compoundFile('WordDocument'), 'application/msword'],
      ['CREATIVECOMPONENT', 'poster.JPEG', jpeg(), 'image/jpeg'],
    ];
    for (const [type, name, content, contentType] of cases) {
      expectAnswer(await upload(grant, regId, type, name, content), 200, { code: 0 });
      expect((await read(regId, type, name, owner)).headers['content-type'], name).toBe(contentType);
    }
    expect(await fieldsOf(regId, owner)).toMatchObject({
      scoreReport: 'scores.pdf',
      letterOfAcceptance: 'letter.docx',
      recommendation: 'recommendation.doc',
      creativeComponent: 'poster.JPEG',
    });
  });
});

describe('the type is the content’s (SECURITY.md item 7)', () => {
  it.each([
    ['a PNG renamed .pdf', 'SCOREREPORT', 'scan.pdf', png()],
    ['a PDF named logo.png (the logo takes images only)', 'COMPANYLOGO', 'logo.png', pdf()],
    ['a program named logo.png', 'COMPANYLOGO', 'logo.png', exe()],
    ['a program named scores.pdf', 'SCOREREPORT', 'scores.pdf', exe()],
    ['a spreadsheet compound file named .doc', 'RECOMMENDATION', 'letter.doc', compoundFile('Workbook')],
    ['a PNG named logo.eps', 'COMPANYLOGOEPS', 'logo.eps', png()],
    ['an empty file', 'COMPANYLOGO', 'logo.png', Buffer.alloc(0)],
    ['a PNG named logo.exe', 'COMPANYLOGO', 'logo.exe', png()],
  ])('refuses %s with 415, storing nothing', async (_case, type, name, content) => {
    await start();
    const regId = await registration(type === 'COMPANYLOGO' || type === 'COMPANYLOGOEPS' ? 'COMPANY' : 'SCHOLARSHIP');
    expectAnswer(await upload(grantFor(regId), regId, type, name, content), 415, UNSUPPORTED);
    expect(blobs()).toEqual([]);
  });

  it('refuses a program sent in the JSON list with an image type and an image name', async () => {
    await start();
    const regId = await registration();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/files',
      headers: grantFor(regId),
      payload: [
        {
          regId,
          attachmentType: 'COMPANYLOGO',
          fileName: 'logo.png',
          dataURL: `data:image/png;base64,${exe().toString('base64')}`,
          type: 'image/png',
        },
      ],
    });
    expectAnswer(answer, 415, UNSUPPORTED);
    expect(blobs()).toEqual([]);
  });
});

describe('limits (SECURITY.md item 8)', () => {
  it('stores a file of exactly 20 MB, streamed, and refuses 21 MB with 413 leaving nothing', async () => {
    await start();
    const regId = await registration('SCHOLARSHIP');
    const grant = grantFor(regId);
    expectAnswer(await upload(grant, regId, 'SCOREREPORT', 'big.pdf', padTo(pdf(), MAX_ATTACHMENT_BYTES)), 200, {
      code: 0,
    });
    const tooBig = await upload(grant, regId, 'LETTEROFACCEPTANCE', 'bigger.pdf', padTo(pdf(), 21 * 1024 * 1024));
    // In the form's words (NON_SPEC_MESSAGES), which an edit shows on the field.
    expectAnswer(tooBig, 413, { error: 'FILE_TOO_LARGE', message: 'The file is larger than 20 MB' });
    expect(blobs()).toHaveLength(1);
    const owner = await tokenOf(OWNER);
    expect(await fieldsOf(regId, owner)).toMatchObject({ scoreReport: 'big.pdf', letterOfAcceptance: '' });
  });

  it('refuses 21 MB in the JSON list with 413 too', async () => {
    await start();
    const regId = await registration('SCHOLARSHIP');
    const dataURL = `data:application/pdf;base64,${padTo(pdf(), 21 * 1024 * 1024).toString('base64')}`;
    const answer = await app.inject({
      method: 'POST',
      url: '/api/files',
      headers: grantFor(regId),
      payload: [{ regId, attachmentType: 'SCOREREPORT', fileName: 'big.pdf', dataURL, type: 'application/pdf' }],
    });
    expect(answer.statusCode).toBe(413);
    expect(blobs()).toEqual([]);
  });

  it('refuses a second file, or more fields, with 413, keeping not even the first file', async () => {
    await start();
    const regId = await registration();
    const twoFiles = multipartBody([
      { name: 'regId', value: regId },
      { name: 'attachmentType', value: 'COMPANYLOGO' },
      { name: 'file', filename: 'logo.png', content: png() },
      { name: 'file2', filename: 'logo2.png', content: png() },
    ]);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...twoFiles.headers, ...grantFor(regId) },
      payload: twoFiles.payload,
    });
    // Four parts: the parser meets the part limit or the file limit first, both 413.
    expectAnswer(answer, 413, { error: expect.stringMatching(/^FST_(FILES|PARTS)_LIMIT$/) });
    const extraFields = multipartBody([
      { name: 'regId', value: regId },
      { name: 'attachmentType', value: 'COMPANYLOGO' },
      { name: 'note', value: 'x' },
      { name: 'file', filename: 'logo.png', content: png() },
    ]);
    const fields = await app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...extraFields.headers, ...grantFor(regId) },
      payload: extraFields.payload,
    });
    expectAnswer(fields, 413, { error: expect.stringMatching(/^FST_(FIELDS|PARTS)_LIMIT$/) });
    expect(blobs()).toEqual([]);
    expect(await fieldsOf(regId, await tokenOf(OWNER))).toMatchObject({ companyLogo: '' });
  });

  it('uses the uploads rate limit', async () => {
    await start({ RATE_LIMIT_UPLOADS: '2/1m' });
    const regId = await registration();
    for (let i = 0; i < 2; i++)
      expect((await upload(grantFor(regId), regId, 'COMPANYLOGO', 'a.png', png())).statusCode).toBe(200);
    expectAnswer(await upload(grantFor(regId), regId, 'COMPANYLOGO', 'a.png', png()), 429, { error: 'RATE_LIMITED' });
  });
});

describe('malformed bodies never crash and leave nothing (SECURITY.md item 8)', () => {
  it('refuses a multipart body cut off in the middle of the file with 400, with nothing on disk', async () => {
    await start();
    const regId = await registration();
    const { headers, payload } = multipartBody([
      { name: 'regId', value: regId },
      { name: 'attachmentType', value: 'COMPANYLOGO' },
      { name: 'file', filename: 'logo.png', content: padTo(png(), 300 * 1024) },
    ]);
    const cut = payload.subarray(0, 200 * 1024);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...headers, ...grantFor(regId) },
      payload: cut,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ requestId: expect.any(String) });
    expect(blobs()).toEqual([]);
    // The API still answers.
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });

  it.each([
    ['no boundary', { 'content-type': 'multipart/form-data' }, Buffer.from('--x\r\n\r\n')],
    [
      'garbage after the boundary',
      { 'content-type': 'multipart/form-data; boundary=x' },
      Buffer.from('--x\r\nnonsense'),
    ],
    ['text/plain', { 'content-type': 'text/plain' }, Buffer.from('hello')],
    ['an empty JSON list', { 'content-type': 'application/json' }, Buffer.from('[]')],
    ['a JSON object', { 'content-type': 'application/json' }, Buffer.from('{"regId":"x"}')],
  ])('answers %s with a 4xx and stores nothing', async (_case, headers, payload) => {
    await start();
    const regId = await registration();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...headers, ...grantFor(regId) },
      payload,
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    expect(blobs()).toEqual([]);
  });

  it('refuses a file sent before its fields, a missing file, and a type the kind does not have, naming the field', async () => {
    await start();
    const regId = await registration();
    const post = (parts: Parameters<typeof multipartBody>[0]) => {
      const body = multipartBody(parts);
      return app.inject({
        method: 'POST',
        url: '/api/files',
        headers: { ...body.headers, ...grantFor(regId) },
        payload: body.payload,
      });
    };
    const fileFirst = await post([
      { name: 'file', filename: 'logo.png', content: png() },
      { name: 'regId', value: regId },
      { name: 'attachmentType', value: 'COMPANYLOGO' },
    ]);
    expectAnswer(fileFirst, 400, {
      error: 'VALIDATION_FAILED',
      issues: [{ field: 'regId', message: 'This field is required' }],
    });
    const noFile = await post([
      { name: 'regId', value: regId },
      { name: 'attachmentType', value: 'COMPANYLOGO' },
    ]);
    expectAnswer(noFile, 400, { issues: [{ field: 'file', message: 'This field is required' }] });
    const otherKind = await post([
      { name: 'regId', value: regId },
      { name: 'attachmentType', value: 'SCOREREPORT' },
      { name: 'file', filename: 'scores.pdf', content: pdf() },
    ]);
    expectAnswer(otherKind, 400, { issues: [{ field: 'attachmentType' }] });
    expect(blobs()).toEqual([]);
  });
});

describe('fuzzed bodies (SECURITY.md items 5 and 8)', () => {
  it('answers any JSON body and any damaged multipart body without a 5xx, storing a file only with a 200', async () => {
    await start();
    const fc = (await import('fast-check')).default;
    const regId = await registration();
    const grant = grantFor(regId);
    const valid = {
      regId,
      attachmentType: 'COMPANYLOGO',
      fileName: 'logo.png',
      dataURL: `data:image/png;base64,${png().toString('base64')}`,
      type: 'image/png',
    };
    const jsonBody = fc.oneof(
      fc.jsonValue(),
      fc
        .record({ key: fc.constantFrom(...Object.keys(valid)), value: fc.jsonValue() })
        .map(({ key, value }) => [{ ...valid, [key]: value }]),
    );
    const { headers, payload } = multipartBody([
      { name: 'regId', value: regId },
      { name: 'attachmentType', value: 'COMPANYLOGO' },
      { name: 'file', filename: 'logo.png', content: png() },
    ]);
    // The valid body cut, with bytes put in, or with bytes overwritten, anywhere.
    const damaged = fc.oneof(
      fc.nat({ max: payload.length - 1 }).map((at) => payload.subarray(0, at)),
      fc
        .tuple(fc.nat({ max: payload.length }), fc.uint8Array({ minLength: 1, maxLength: 64 }))
        .map(([at, bytes]) => Buffer.concat([payload.subarray(0, at), bytes, payload.subarray(at)])),
      fc
        .tuple(fc.nat({ max: payload.length - 1 }), fc.uint8Array({ minLength: 1, maxLength: 16 }))
        .map(([at, bytes]) => Buffer.concat([payload.subarray(0, at), bytes, payload.subarray(at + bytes.length)])),
    );
    const expectHandled = async (answer: LightMyRequestResponse) => {
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(blobs()).toHaveLength(answer.statusCode === 200 ? 1 : 0);
      await app.attachments.deleteAllOf(regId);
    };
    await fc.assert(
      fc.asyncProperty(jsonBody, async (body) => {
        const json = JSON.stringify(body);
        // Keys that could poison a prototype are the JSON parser's to refuse (SECURITY.md item 3).
        if (/"(__proto__|constructor)"\s*:/.test(json)) return;
        const answer = await app.inject({
          method: 'POST',
          url: '/api/files',
          headers: { ...grant, 'content-type': 'application/json' },
          payload: json,
        });
        await expectHandled(answer);
      }),
      { numRuns: 100 },
    );
    await fc.assert(
      fc.asyncProperty(damaged, async (body) => {
        await expectHandled(
          await app.inject({ method: 'POST', url: '/api/files', headers: { ...headers, ...grant }, payload: body }),
        );
      }),
      { numRuns: 150 },
    );
  });
});

describe('who may upload (issue 12: the owner, or the registrant right after the create)', () => {
  const grantKey = createHmac('sha256', AUTH_SECRET).update('upload grant').digest();

  it('refuses an upload with neither grant nor token (401), and with an expired or altered grant (401)', async () => {
    await start();
    const regId = await registration();
    expectAnswer(await upload({}, regId, 'COMPANYLOGO', 'logo.png', png()), 401, { error: 'UNAUTHORIZED' });
    const expired = new UploadGrants(grantKey, { now: () => Date.now() - 31 * 60 * 1000 }).issue(regId);
    expectAnswer(await upload({ [UPLOAD_GRANT_HEADER]: expired }, regId, 'COMPANYLOGO', 'logo.png', png()), 401, {
      error: 'UNAUTHORIZED',
    });
    const altered = `${grantFor(regId)[UPLOAD_GRANT_HEADER]!.slice(0, -2)}xx`;
    expectAnswer(await upload({ [UPLOAD_GRANT_HEADER]: altered }, regId, 'COMPANYLOGO', 'logo.png', png()), 401, {});
    // A grant made with the key as the API derives it works: the refusals above are about the grant.
    const fresh = new UploadGrants(grantKey).issue(regId);
    expectAnswer(await upload({ [UPLOAD_GRANT_HEADER]: fresh }, regId, 'COMPANYLOGO', 'logo.png', png()), 200, {});
  });

  it('answers a grant for another registration, and another user’s token, exactly as a missing registration', async () => {
    await start();
    const regId = await registration();
    const otherRegId = await registration('COMPANY', 'rival@other.example');
    const missing = await upload(
      grantFor('no-such-registration'),
      'no-such-registration',
      'COMPANYLOGO',
      'a.png',
      png(),
    );
    const otherGrant = await upload(grantFor(otherRegId), regId, 'COMPANYLOGO', 'a.png', png());
    const otherUser = await upload(await tokenOf('rival@other.example'), regId, 'COMPANYLOGO', 'a.png', png());
    for (const answer of [missing, otherGrant, otherUser]) {
      expectAnswer(answer, 404, { error: 'NOT_FOUND', message: 'Not found' });
    }
    expect(blobs()).toEqual([]);
    // The owner, signed in, may.
    expectAnswer(await upload(await tokenOf(OWNER.toUpperCase()), regId, 'COMPANYLOGO', 'a.png', png()), 200, {});
  });

  it('answers another user’s file like a missing one, on GET and DELETE', async () => {
    await start();
    const regId = await registration();
    await upload(grantFor(regId), regId, 'COMPANYLOGO', 'logo.png', png());
    const rival = await tokenOf('rival@other.example');
    const owner = await tokenOf(OWNER);
    const foreign = await read(regId, 'COMPANYLOGO', 'logo.png', rival);
    const missingFile = await read(regId, 'COMPANYLOGO', 'other-name.png', owner);
    const missingReg = await read('no-such-registration', 'COMPANYLOGO', 'logo.png', owner);
    for (const answer of [foreign, missingFile, missingReg]) {
      expectAnswer(answer, 404, { error: 'NOT_FOUND', message: 'Not found' });
    }
    expect(Object.keys(foreign.headers).sort()).toEqual(Object.keys(missingFile.headers).sort());
    const deleted = await app.inject({
      method: 'DELETE',
      url: fileUrl(regId, 'COMPANYLOGO', 'logo.png'),
      headers: rival,
    });
    expectAnswer(deleted, 404, { error: 'NOT_FOUND' });
    // Nor does a grant read files: reading is the owner's.
    expect((await read(regId, 'COMPANYLOGO', 'logo.png', grantFor(regId))).statusCode).toBe(401);
    expect((await read(regId, 'COMPANYLOGO', 'logo.png', owner)).statusCode).toBe(200);
  });
});

describe('replacing and deleting (SPEC §4)', () => {
  it('keeps the old file when a replacement fails, and deletes it when one succeeds', async () => {
    await start();
    const regId = await registration();
    const owner = await tokenOf(OWNER);
    const first = png(1, 1, [0, 0, 255]);
    await upload(owner, regId, 'COMPANYLOGO', 'first.png', first);

    // Refused content, a body cut short, a second file: each leaves the first logo as it was.
    expect((await upload(owner, regId, 'COMPANYLOGO', 'second.png', exe())).statusCode).toBe(415);
    const cut = multipartBody([
      { name: 'regId', value: regId },
      { name: 'attachmentType', value: 'COMPANYLOGO' },
      { name: 'file', filename: 'second.png', content: padTo(png(), 200 * 1024) },
    ]);
    const cutAnswer = await app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...cut.headers, ...owner },
      payload: cut.payload.subarray(0, 150 * 1024),
    });
    expect(cutAnswer.statusCode).toBe(400);
    expect((await upload(owner, regId, 'COMPANYLOGO', 'second.png', padTo(png(), 21 * 1024 * 1024))).statusCode).toBe(
      413,
    );
    expect(await fieldsOf(regId, owner)).toMatchObject({ companyLogo: 'first.png' });
    expect((await read(regId, 'COMPANYLOGO', 'first.png', owner)).rawPayload.equals(first)).toBe(true);
    expect(blobs()).toHaveLength(1);

    const second = png(1, 1, [0, 255, 0]);
    expectAnswer(await upload(owner, regId, 'COMPANYLOGO', 'second.png', second), 200, { code: 0 });
    expect(await fieldsOf(regId, owner)).toMatchObject({ companyLogo: 'second.png' });
    expect((await read(regId, 'COMPANYLOGO', 'first.png', owner)).statusCode).toBe(404);
    expect((await read(regId, 'COMPANYLOGO', 'second.png', owner)).rawPayload.equals(second)).toBe(true);
    expect(blobs()).toHaveLength(1);
  });

  it('lets the owner delete a file by its name', async () => {
    await start();
    const regId = await registration();
    const owner = await tokenOf(OWNER);
    await upload(owner, regId, 'COMPANYLOGO', 'logo.png', png());
    const wrongName = await app.inject({
      method: 'DELETE',
      url: fileUrl(regId, 'COMPANYLOGO', 'x.png'),
      headers: owner,
    });
    expect(wrongName.statusCode).toBe(404);
    const answer = await app.inject({
      method: 'DELETE',
      url: fileUrl(regId, 'COMPANYLOGO', 'logo.png'),
      headers: owner,
    });
    expectAnswer(answer, 200, { code: 0, message: '' });
    expect(await fieldsOf(regId, owner)).toMatchObject({ companyLogo: '' });
    expect(blobs()).toEqual([]);
  });
});

describe('logs (SECURITY.md item 19)', () => {
  it('never carry the name a registrant gave a file, nor the grant or token it came with', async () => {
    const lines: string[] = [];
    await start({ LOG_LEVEL: 'trace' }, undefined, { write: (line) => lines.push(line) });
    const regId = await registration('SCHOLARSHIP');
    const name = 'Canary7c1 Lovelace recommendation.pdf';
    const grant = grantFor(regId);
    await upload(grant, regId, 'RECOMMENDATION', name, pdf());
    await upload(grant, regId, 'RECOMMENDATION', name, exe());
    const owner = await tokenOf(OWNER);
    await upload(owner, regId, 'RECOMMENDATION', name, pdf());
    expect((await read(regId, 'RECOMMENDATION', name, owner)).statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: fileUrl(regId, 'RECOMMENDATION', name), headers: owner });
    const log = lines.join('');
    expect(log).toContain(`/api/files/${regId}/RECOMMENDATION/(file name)`);
    expect(log.toLowerCase()).not.toContain('canary7c1');
    expect(log).not.toContain(grant[UPLOAD_GRANT_HEADER]);
    expect(log).not.toContain(owner['x-custom-authorization']!.replace('Bearer ', ''));
  });
});

describe('FILES_DIR', () => {
  it('stops the start naming FILES_DIR when the folder cannot be used', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-file-routes-'));
    filesDir = path.join(parent, 'files');
    const notAFolder = path.join(parent, 'a-file');
    fs.writeFileSync(notAFolder, 'not a folder');
    await expect(buildTestApp({ FILES_DIR: path.join(notAFolder, 'files') })).rejects.toThrow(
      /^FILES_DIR .*a-file\/files cannot be used: /,
    );
  });
});

describe('the create answer’s upload grant (registration pipeline)', () => {
  /**
   * A COMPANY definition with one field, standing in for the company kind until its line is added: the
   * pipeline decides from the attachment table, so any kind whose regType has attachment types gets a grant.
   * Mounted under /pipeline-test so it never collides with the real company routes.
   */
  const companyStandIn = defineApiKind({
    definition: defineRegistration({ regType: 'COMPANY', fields: { companyName: requiredText(100) } }),
    createdMail: (_values, { owner }) => ({ to: [owner], content: { subject: 'Registered', blocks: [] } }),
    updatedMail: (_values, { owner }) => ({ to: [owner], content: { subject: 'Updated', blocks: [] } }),
  });

  it('answers a grant with a create of a kind that has files, good for that registration only', async () => {
    await start({}, async (target) => {
      await target.register(registrationRoutes, {
        kind: companyStandIn,
        publicSiteUrl: SITE,
        organisers: { fallback: 'organisers@example.org', production: false },
        prefix: '/pipeline-test',
      });
    });
    const created = await app.inject({
      method: 'POST',
      url: '/pipeline-test/api/company-reg',
      payload: { companyName: 'Acme', email: OWNER, confirmEmail: OWNER, gResponse: await solvedCaptcha(app) },
    });
    expectAnswer(created, 200, { code: 0, data: { regId: expect.any(String), uploadGrant: expect.any(String) } });
    const { regId, uploadGrant } = created.json().data as { regId: string; uploadGrant: string };
    expect((await app.store.get(regId))?.regType).toBe('COMPANY');

    const grant = { [UPLOAD_GRANT_HEADER]: uploadGrant };
    expectAnswer(await upload(grant, regId, 'COMPANYLOGO', 'logo.png', png()), 200, { code: 0 });
    const other = await registration('COMPANY', 'rival@other.example');
    expect((await upload(grant, other, 'COMPANYLOGO', 'logo.png', png())).statusCode).toBe(404);
    expect(await fieldsOf(regId, await tokenOf(OWNER))).toMatchObject({ companyLogo: 'logo.png' });
  });

  it('answers no grant with a create of a kind without files', async () => {
    await start();
    const { hsChaperone } = await import('../test-support/student-fixtures.ts');
    const created = await app.inject({
      method: 'POST',
      url: '/api/hs-chaperone-reg',
      payload: { ...hsChaperone(), gResponse: await solvedCaptcha(app) },
    });
    expectAnswer(created, 200, { code: 0 });
    expect(Object.keys(created.json().data)).toEqual(['regId']);
  });
});

describe('a cancelled registration', () => {
  it('takes its files with it', async () => {
    await start();
    const regId = await registration();
    const owner = await tokenOf(OWNER);
    expect((await upload(owner, regId, 'COMPANYLOGO', 'logo.png', png())).statusCode).toBe(200);
    expect(blobs()).toHaveLength(1);
    const cancelled = await app.inject({ method: 'DELETE', url: `/api/registrations/${regId}`, headers: owner });
    expect(cancelled.json()).toMatchObject({ code: 0 });
    expect(blobs()).toEqual([]);
    expect((await read(regId, 'COMPANYLOGO', 'logo.png', owner)).statusCode).toBe(404);
  });
});
