import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { NON_SPEC_MESSAGES } from '@stem/shared';
import { SEEDED_SETTINGS } from '../../test-support/cms-stand-in.ts';
import type { MimePart } from '../../test-support/parse-eml.ts';
import {
  CAPTCHA_FAILED,
  CLOSED,
  expectRefusal,
  startSignedInApp,
  TEST_SITE,
  textOf,
  type RegistrationAppOptions,
} from '../../test-support/registration-test-app.ts';
import { essayOf, SCHOLARSHIP_CMS, scholarshipBody } from '../../test-support/scholarship-fixtures.ts';
import { exe, pdf, png } from '../../test-support/file-fixtures.ts';
import { bearer, identity, signInAs } from '../../test-support/sign-in.ts';
import { solvedCaptcha } from '../../test-support/student-fixtures.ts';
import { scholarshipFilesMissing } from './scholarship.ts';

let app: FastifyInstance;
let mails: () => Promise<MimePart[]>;
afterEach(async () => {
  await app?.close();
});

async function start(options: RegistrationAppOptions = {}) {
  ({ app, mails } = await startSignedInApp({ cmsContent: SCHOLARSHIP_CMS, ...options }));
}

const OWNER = 'grace@example.com';
const post = async (payload: object) => app.inject({ method: 'POST', url: '/api/scholarships', payload });
const withCaptcha = async (payload: object) => ({ ...payload, gResponse: await solvedCaptcha(app) });
const applications = () => app.store.listByType('SCHOLARSHIP');

/** The edit form's body: the create fields without the owner's email and the file names. */
function editBody(changes: Record<string, unknown> = {}) {
  const {
    email: _email,
    scoreReport: _s,
    letterOfAcceptance: _l,
    recommendation: _r,
    creativeComponent: _c,
    ...edit
  } = scholarshipBody();
  return { ...edit, ...changes };
}

async function created(body: object = scholarshipBody()) {
  const answer = await post(await withCaptcha(body));
  expect(answer.json()).toMatchObject({ code: 0 });
  return answer.json().data.regId as string;
}

async function put(regId: string, payload: object, email = OWNER) {
  const { accessToken } = await signInAs(app, identity(email));
  return app.inject({ method: 'PUT', url: `/api/scholarships/${regId}`, headers: bearer(accessToken), payload });
}

/** A 400's issues as field → message. */
const validationFields = (answer: { json(): unknown }) =>
  Object.fromEntries(
    ((answer.json() as { issues?: { field: string; message: string }[] }).issues ?? []).map((issue) => [
      issue.field,
      issue.message,
    ]),
  );

describe('POST /api/scholarships', () => {
  it('stores the application owned by the applicant, names from the API’s catalogues, signature dated by the server, blank rows dropped', async () => {
    await start();
    const answer = await post(await withCaptcha({ ...scholarshipBody(), stateName: 'Atlantis' }));
    expect(answer.statusCode).toBe(200);
    // The upload grant lets the applicant send the files next, without logging in.
    expect(answer.json()).toEqual({
      code: 0,
      message: '',
      data: { regId: expect.any(String), uploadGrant: expect.any(String) },
    });
    const registration = await app.store.get(answer.json().data.regId);
    expect(registration).toMatchObject({ regType: 'SCHOLARSHIP', email: OWNER });
    expect(registration!.data).toMatchObject({
      stateName: 'Ohio',
      schoolName: 'Firestone High School',
      schoolStateName: 'Ohio',
      activities: [{ title: 'Robotics club', position: 'Captain' }],
    });
    expect((registration!.data as { activities: unknown[] }).activities).toHaveLength(1);
    expect(registration!.data['signatureDate']).not.toBe('01/01/2000');
    expect(registration!.data['signatureDate']).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // The file names are the file store's, never a form's.
    expect(registration!.data).not.toHaveProperty('scoreReport');
    expect(registration!.data).not.toHaveProperty('gResponse');
  });

  it('mails the applicant the funds, the files received and what is missing, and the log-in link', async () => {
    await start();
    // A name as a hand-made request may give it is named as the file store keeps it.
    await created({ ...scholarshipBody(), letterOfAcceptance: '../../tmp/akron-acceptance.pdf' });
    const [mail, ...more] = await mails();
    expect(more).toHaveLength(0);
    expect(mail!.headers.get('to')).toBe(OWNER);
    const text = textOf(mail!);
    expect(text).toContain('- Engineering: essay only');
    expect(text).toContain('- STEM: essay only');
    expect(text).toContain('- SAT or ACT Score Report: sat-scores.pdf');
    expect(text).toContain('- Letter of Acceptance: akron-acceptance.pdf');
    expect(text).toContain('- Recommendation Letter: recommendation.docx');
    expect(text).toContain('Not included:\r\n\r\n- Creative Component (optional)');
    expect(text).not.toContain('video link');
    // An application, not a registration; and the deadline is where the date is.
    expect(text).toContain('your application is shown as soon as you are signed in');
    expect(text).toContain('add it before applications close (the Scholarships page gives the date)');
    // Sent before the form uploads the files: it names them, and claims none arrived.
    expect(text).toContain('Your application names these files, which are uploaded right after it:');
    expect(text).not.toMatch(/received your application with/i);
    expect(text).toContain(`${TEST_SITE}/auth/login?returnTo=/multiple`);
  });

  it('keeps the files a create carries as SPEC’s attachments list, named as the list names them', async () => {
    await start();
    const { scoreReport: _s, letterOfAcceptance: _l, recommendation: _r, ...answers } = scholarshipBody();
    const dataUrl = (bytes: Buffer) => `data:application/pdf;base64,${bytes.toString('base64')}`;
    const attachments = [
      ['SCOREREPORT', 'scores.pdf', pdf()],
      ['LETTEROFACCEPTANCE', 'acceptance.pdf', pdf()],
      ['RECOMMENDATION', 'recommendation.png', png(2, 2)],
    ].map(([attachmentType, fileName, bytes]) => ({
      regId: '',
      attachmentType,
      fileName,
      dataURL: dataUrl(bytes as Buffer),
      type: 'application/pdf',
    }));
    const regId = await created({ ...answers, attachments });
    const { accessToken } = await signInAs(app, identity(OWNER));
    const read = await app.inject({ url: `/api/registrations/${regId}`, headers: bearer(accessToken) });
    expect(read.json().data).toMatchObject({
      scoreReport: 'scores.pdf',
      letterOfAcceptance: 'acceptance.pdf',
      recommendation: 'recommendation.png',
    });
    const file = await app.inject({
      url: `/api/files/${regId}/SCOREREPORT/scores.pdf`,
      headers: bearer(accessToken),
    });
    expect(file.rawPayload.equals(pdf())).toBe(true);
    expect(textOf((await mails())[0]!)).toContain('- SAT or ACT Score Report: scores.pdf');
  });

  it('stores nothing when a file of the attachments list is refused, and names the list', async () => {
    await start();
    const attachments = [
      { attachmentType: 'SCOREREPORT', fileName: 'scores.pdf', dataURL: `data:;base64,${exe().toString('base64')}` },
    ];
    const refused = await post(await withCaptcha({ ...scholarshipBody(), attachments }));
    expect(refused.statusCode).toBe(415);
    const wrongKind = await post(
      await withCaptcha({
        ...scholarshipBody(),
        attachments: [
          { attachmentType: 'COMPANYLOGO', fileName: 'logo.png', dataURL: `data:;base64,${png().toString('base64')}` },
        ],
      }),
    );
    expect(wrongKind.statusCode).toBe(400);
    expect(validationFields(wrongKind)).toEqual({
      'attachments.0.attachmentType': 'This registration has no files of this type',
    });
    const malformed = await post(await withCaptcha({ ...scholarshipBody(), attachments: [{ fileName: 'x.pdf' }] }));
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(validationFields(malformed))[0]).toMatch(/^attachments\.0\./);
    expect(await applications()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });

  it('takes SPEC’s attachments list on the edit too: each file replaces its type’s, and a refused one changes nothing', async () => {
    await start();
    const regId = await created();
    const { accessToken } = await signInAs(app, identity(OWNER));
    const fileAt = (type: string, name: string) =>
      app.inject({ url: `/api/files/${regId}/${type}/${name}`, headers: bearer(accessToken) });
    const attachment = (attachmentType: string, fileName: string, bytes: Buffer) => ({
      regId,
      attachmentType,
      fileName,
      dataURL: `data:application/octet-stream;base64,${bytes.toString('base64')}`,
      type: 'application/pdf',
    });
    const newScores = pdf();
    const edited = await put(
      regId,
      editBody({
        essay: 'A new essay.',
        attachments: [
          attachment('SCOREREPORT', 'new-scores.pdf', newScores),
          attachment('CREATIVECOMPONENT', 'model.png', png(3, 3)),
        ],
      }),
    );
    expect(edited.json()).toMatchObject({ code: 0 });
    expect((await app.store.get(regId))!.data.essay).toBe('A new essay.');
    expect((await fileAt('SCOREREPORT', 'new-scores.pdf')).rawPayload.equals(newScores)).toBe(true);
    expect((await fileAt('CREATIVECOMPONENT', 'model.png')).statusCode).toBe(200);
    // The update mail says which files the application holds now, and which it still lacks.
    const update = textOf((await mails()).at(-1)!);
    expect(update).toContain(
      'Your application holds these files:\r\n\r\n- SAT or ACT Score Report: new-scores.pdf\r\n- Creative Component: model.png',
    );
    expect(update).toContain('Not included:\r\n\r\n- Letter of Acceptance\r\n- Recommendation Letter');

    // A file the edit cannot keep: 415, and neither the answers nor the files change.
    const refused = await put(
      regId,
      editBody({ essay: 'Lost?', attachments: [attachment('SCOREREPORT', 'bad.pdf', exe())] }),
    );
    expect(refused.statusCode).toBe(415);
    expect((await app.store.get(regId))!.data.essay).toBe('A new essay.');
    expect((await fileAt('SCOREREPORT', 'new-scores.pdf')).rawPayload.equals(newScores)).toBe(true);
  });

  it('holds an edit, which may carry files, to the uploads rate limit', async () => {
    await start({ env: { RATE_LIMIT_UPLOADS: '2/1m' } });
    const regId = await created();
    for (let i = 0; i < 2; i++) expect((await put(regId, editBody())).json()).toMatchObject({ code: 0 });
    expect((await put(regId, editBody())).statusCode).toBe(429);
  });

  it('refuses an essay of more than 1,000 words with the essay named; 1,000 words pass', async () => {
    await start();
    const tooLong = await post(await withCaptcha({ ...scholarshipBody(), essay: essayOf(1001) }));
    expect(tooLong.statusCode).toBe(400);
    expect(validationFields(tooLong)).toEqual({ essay: NON_SPEC_MESSAGES.essayTooLong });
    expect(await applications()).toHaveLength(0);
    await created({ ...scholarshipBody(), essay: essayOf(1000) });
  });

  it('refuses a create without the score report, acceptance letter or recommendation, each named', async () => {
    await start();
    const answer = await post(
      await withCaptcha({ ...scholarshipBody(), scoreReport: '', letterOfAcceptance: undefined, recommendation: ' ' }),
    );
    expect(answer.statusCode).toBe(400);
    expect(validationFields(answer)).toEqual({
      scoreReport: 'This field is required',
      letterOfAcceptance: 'This field is required',
      recommendation: 'This field is required',
    });
    expect(await applications()).toHaveLength(0);
  });

  it('refuses a creative link that is not a public video-site link', async () => {
    await start();
    const answer = await post(
      await withCaptcha({ ...scholarshipBody(), creativeComponentURL: 'https://example.com/my-video' }),
    );
    expect(validationFields(answer)).toEqual({ creativeComponentURL: NON_SPEC_MESSAGES.videoLink });
    await created({ ...scholarshipBody(), creativeComponentURL: 'https://youtu.be/dQw4w9WgXcQ' });
  });

  it('answers -4 without a solved captcha and -2 on the email for a second application', async () => {
    await start();
    expectRefusal(await post(scholarshipBody()), CAPTCHA_FAILED);
    await created();
    const again = await post(await withCaptcha(scholarshipBody()));
    expect(again.json()).toMatchObject({ code: -2, field: 'email' });
    expect(await applications()).toHaveLength(1);
  });

  it('is closed with the switch off', async () => {
    await start({ settings: { ...SEEDED_SETTINGS, scholarshipOpen: false } });
    expectRefusal(await post(await withCaptcha(scholarshipBody())), CLOSED);
  });

  it('closes once the CMS closing date-time has passed, and stays open before it', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    await start({ settings: { ...SEEDED_SETTINGS, scholarshipClosesAt: past } });
    expectRefusal(await post(await withCaptcha(scholarshipBody())), {
      status: 403,
      code: -1,
      message: NON_SPEC_MESSAGES.deadlinePassed,
    });
    expect(await applications()).toHaveLength(0);
    await app.close();

    const future = new Date(Date.now() + 3_600_000).toISOString();
    await start({ settings: { ...SEEDED_SETTINGS, scholarshipClosesAt: future } });
    await created();
  });
});

describe('PUT /api/scholarships/{id}', () => {
  it('updates the essay for the owner, keeps the email and the signature date, needs no files, and confirms', async () => {
    await start();
    const regId = await created();
    const before = await app.store.get(regId);
    const answer = await put(regId, editBody({ essay: 'A new essay.', hasPastEmployers: '0' }));
    expect(answer.json()).toMatchObject({ code: 0 });
    const after = await app.store.get(regId);
    expect(after!.data).toMatchObject({ essay: 'A new essay.', email: OWNER, pastEmployers: [] });
    expect(after!.data['signatureDate']).toBe(before!.data['signatureDate']);
    expect(textOf((await mails()).at(-1)!)).toContain('your STEM Career Day scholarship application was updated');
  });

  it('refuses an over-long essay on edit too, and answers 404 to someone else', async () => {
    await start();
    const regId = await created();
    const tooLong = await put(regId, editBody({ essay: essayOf(1001) }));
    expect(validationFields(tooLong)).toEqual({ essay: NON_SPEC_MESSAGES.essayTooLong });
    expect((await put(regId, editBody(), 'someone@example.com')).statusCode).toBe(404);
  });
});

describe('the files an application lacks (the desk’s “Files missing”)', () => {
  const required = { scoreReport: 'scores.pdf', letterOfAcceptance: 'letter.pdf', recommendation: 'rec.pdf' };
  const funds = (creative: '0' | '1') => ({ engineeringCreativeAndEssay: creative, engineeringEssay: '0', stem: '1' });

  it('names each required file not held, in the form’s order and words', () => {
    expect(scholarshipFilesMissing({ scholarshipType: funds('0') }, { letterOfAcceptance: 'letter.pdf' })).toEqual([
      'SAT or ACT Score Report',
      'Recommendation Letter',
    ]);
    expect(scholarshipFilesMissing({ scholarshipType: funds('0') }, required)).toEqual([]);
  });

  it('names the creative component for the creative fund until a file or a video link comes', () => {
    const data = { scholarshipType: funds('1'), creativeComponentURL: '' };
    expect(scholarshipFilesMissing(data, required)).toEqual(['Creative Component']);
    expect(scholarshipFilesMissing(data, { ...required, creativeComponent: 'bridge.mp4' })).toEqual([]);
    expect(
      scholarshipFilesMissing({ ...data, creativeComponentURL: 'https://www.youtube.com/watch?v=abc' }, required),
    ).toEqual([]);
  });
});
