import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MimePart } from '../test-support/parse-eml.ts';
import { startSignedInApp, textOf } from '../test-support/registration-test-app.ts';
import { bearer, identity, signInAs } from '../test-support/sign-in.ts';
import {
  confirm,
  confirmationRequests,
  fileAndConfirmDayOfConsent,
  fileDayOfConsent,
  tokenOf,
} from '../test-support/day-of-consent-fixtures.ts';
import { dayOfConsent, hsIndividual, msIndividual, solvedCaptcha } from '../test-support/student-fixtures.ts';
import { consentRecordsOf } from './consent-record.ts';
import { readConsentState } from './consent-state.ts';
import { CONFIRMATION_LINK_INVALID_MESSAGE } from './day-of-consent-service.ts';

let app: FastifyInstance;
let mails: () => Promise<MimePart[]>;
afterEach(async () => {
  vi.useRealTimers();
  await app?.close();
});

const start = async () => {
  ({ app, mails } = await startSignedInApp());
};

/** A high school student whose school will submit the consent (the parent's email is grace@example.com). */
async function registerStudent(email = 'ada@example.com', parentEmail = 'grace@example.com') {
  const body = hsIndividual(email);
  const response = await app.inject({
    method: 'POST',
    url: '/api/hs-ind-reg',
    payload: {
      ...body,
      parentGuardian: { ...body.parentGuardian, email: parentEmail, confirmEmail: parentEmail },
      consentWillBeSubmittedBySchool: '1',
      isParentPresent: '0',
      stemDayConsent: {},
      gResponse: await solvedCaptcha(app),
    },
  });
  expect(response.json()).toMatchObject({ code: 0 });
  return (await app.store.get(response.json().data.regId))!;
}

const stateOf = async (regId: string) => {
  const registration = (await app.store.get(regId))!;
  return readConsentState(app.store, registration);
};
const consents = () => app.store.listByType('HSDAYOFCONSENT');
const toOf = (mail: MimePart) => mail.headers.get('to');

describe('the day-of consent counts only once confirmed from the registration’s parent email (SECURITY 25)', () => {
  it('tells a parent whose student’s registration already has a signed consent that nothing more is needed', async () => {
    await start();
    const body = msIndividual('ada@example.com');
    const registered = await app.inject({
      method: 'POST',
      url: '/api/ms-ind-reg',
      payload: { ...body, gResponse: await solvedCaptcha(app) },
    });
    expect(registered.json()).toMatchObject({ code: 0 });
    expect(await stateOf(registered.json().data.regId)).toBe('signed-on-form');

    await fileDayOfConsent(app, 'MSDAYOFCONSENT', 'ada@example.com');
    const [request] = confirmationRequests(await mails());
    const text = textOf(request!);
    expect(text).toContain('for the Middle School STEM Career Day');
    expect(text).toContain(
      "Ada Lovelace's registration already has a signed consent, so nothing more is needed for the day.",
    );
    expect(text).not.toContain('counts only once you confirm it');
  });

  it('tells the parent when the form named another student than the registration of its email (qa25b)', async () => {
    await start();
    await registerStudent();
    // Two children at one address: the high school form filled in with the middle schooler's name.
    await fileDayOfConsent(app, 'HSDAYOFCONSENT', 'ada@example.com', { studentName: 'Bo Lovelace' });
    // The registration's own name, in other letters and without the last name, is no other student.
    await fileDayOfConsent(app, 'HSDAYOFCONSENT', 'ada@example.com', { studentName: 'ADA' });
    const [other, same] = confirmationRequests(await mails()).map((mail) => textOf(mail));
    expect(other).toContain(
      "The form named the student “Bo Lovelace”, but the high school registration of this email address is Ada Lovelace's. If the consent was meant for another student, do not confirm it",
    );
    expect(same).not.toContain('The form named the student');
  });

  it('mails the link to the parent only, records the consent once it is followed, and the registration’s state follows', async () => {
    await start();
    const student = await registerStudent();
    expect(await stateOf(student.regId)).toBe('school-will-submit');

    const filed = await fileDayOfConsent(app, 'HSDAYOFCONSENT', 'ada@example.com', {
      parentGuardianName: 'Grace Hopper',
    });
    expect(filed.json()).toEqual({ code: 0, message: '' });
    expect(await consents()).toHaveLength(0);
    expect(await stateOf(student.regId)).toBe('awaiting-parent-confirmation');
    const [request] = confirmationRequests(await mails());
    expect(toOf(request!)).toBe('grace@example.com');
    expect(request!.headers.get('subject')).toBe('STEM Career Day: please confirm the day-of consent for Ada Lovelace');
    expect(textOf(request!)).toContain(
      'A day-of consent for Ada Lovelace for the High School STEM Career Day was filled in on the STEM Career Day site.',
    );
    expect(textOf(request!)).toContain('so the consent counts only once you confirm it here.');

    const confirmed = await confirm(app, tokenOf(request!));
    expect(confirmed.json()).toEqual({
      code: 0,
      message: '',
      data: { regType: 'HSDAYOFCONSENT', alreadyConfirmed: false, studentName: 'Ada Lovelace' },
    });
    const [consent] = await consents();
    expect(consent).toMatchObject({ email: 'ada@example.com', data: { studentRegId: student.regId } });
    expect(consentRecordsOf(consent!.data)).toEqual([
      {
        textVersion: null,
        signedBy: expect.objectContaining({
          parentGuardianName: 'Grace Hopper',
          parentGuardianElSignature: 'Grace Hopper',
        }),
        recordedAt: expect.any(String),
        confirmedFrom: 'grace@example.com',
      },
    ]);
    expect(await stateOf(student.regId)).toBe('received');
    const received = (await mails()).find(
      (mail) => mail.headers.get('subject') === 'STEM Career Day: day-of consent received for Ada Lovelace',
    );
    expect(toOf(received!)).toBe('grace@example.com, ada@example.com');

    // The student edits the registration afterwards: the answer says the consent is in (the form alone cannot
    // know, and its thank-you page said "in progress").
    const { accessToken } = await signInAs(app, identity('ada@example.com'));
    const { email: _email, confirmEmail: _confirm, ...edit } = hsIndividual('ada@example.com');
    const updated = await app.inject({
      method: 'PUT',
      url: `/api/hs-ind-reg/${student.regId}`,
      headers: bearer(accessToken),
      payload: {
        ...edit,
        parentGuardian: { ...edit.parentGuardian, email: 'grace@example.com', confirmEmail: 'grace@example.com' },
        isParentPresent: '0',
        consentWillBeSubmittedBySchool: '1',
        stemDayConsent: {},
        tShirtSizeId: '5',
      },
    });
    expect(updated.json()).toMatchObject({ code: 0, data: { regId: student.regId, consentState: 'received' } });
  });

  it('never counts a forged consent: the filer never sees the link, and an altered or foreign token is refused', async () => {
    await start();
    const student = await registerStudent();
    // A stranger who knows the student's email files a consent in the parent's name.
    await fileDayOfConsent(app, 'HSDAYOFCONSENT', 'ada@example.com', { parentGuardianName: 'Mallory' });
    const sent = await mails();
    expect(sent.map(toOf)).toEqual(['ada@example.com, grace@example.com', 'grace@example.com']);
    const token = tokenOf(confirmationRequests(sent)[0]!);
    const [payload, signature] = token.split('.') as [string, string];
    const other = Buffer.from(JSON.stringify({ r: 'x'.repeat(22), e: 4102444800 })).toString('base64url');
    for (const forged of [`${payload}.${'A'.repeat(43)}`, `${other}.${signature}`, 'not-a-token', '']) {
      const answer = await confirm(app, forged);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ code: -1, message: CONFIRMATION_LINK_INVALID_MESSAGE });
    }
    expect(await consents()).toHaveLength(0);
    expect(await stateOf(student.regId)).toBe('awaiting-parent-confirmation');
  });

  it('never blocks a genuine consent: an unconfirmed one before it, or a confirmed one, leaves the parent free to confirm theirs', async () => {
    await start();
    const student = await registerStudent();
    await fileDayOfConsent(app, 'HSDAYOFCONSENT', 'ada@example.com', { parentGuardianName: 'Mallory' });
    const genuine = await fileDayOfConsent(app, 'HSDAYOFCONSENT', 'ada@example.com', {
      parentGuardianName: 'Grace Hopper',
    });
    expect(genuine.json()).toEqual({ code: 0, message: '' });
    const [, ownRequest] = confirmationRequests(await mails());
    expect((await confirm(app, tokenOf(ownRequest!))).json()).toMatchObject({ code: 0 });
    // Later, the parent signs again (another guardian takes the student): no -2, the history keeps both.
    await fileAndConfirmDayOfConsent(app, mails, 'HSDAYOFCONSENT');
    const [consent] = await consents();
    expect(consentRecordsOf(consent!.data).map((record) => record.signedBy.parentGuardianName)).toEqual([
      'Grace Hopper',
      'Grace Hopper',
    ]);
    expect(await stateOf(student.regId)).toBe('received');
  });

  it('answers the public form the same whether or not the email is known, and mails nobody for an unknown one', async () => {
    await start();
    await registerStudent();
    // A registration of the other level, and a registration from before the parent email was required.
    await app.inject({
      method: 'POST',
      url: '/api/ms-ind-reg',
      payload: { ...msIndividual('ms@example.com'), gResponse: await solvedCaptcha(app) },
    });
    await app.store.insert({ regType: 'HSIND', email: 'old@example.com', data: { firstName: 'Old' } });
    const before = (await mails()).length;
    const answers = [];
    for (const email of ['ada@example.com', 'nobody@example.com', 'ms@example.com', 'old@example.com']) {
      const answer = await fileDayOfConsent(app, 'HSDAYOFCONSENT', email);
      answers.push({ status: answer.statusCode, body: answer.json(), type: answer.headers['content-type'] });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({
      status: 200,
      body: { code: 0, message: '' },
      type: 'application/json; charset=utf-8',
    });
    // Only the known student's parent was mailed.
    expect((await mails()).slice(before).map(toOf)).toEqual(['grace@example.com']);
    expect(await consents()).toHaveLength(0);
  });

  it('takes a consent only with a solved captcha, as the other public forms', async () => {
    await start();
    await registerStudent();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/hs-day-of-consent',
      payload: dayOfConsent('HSDAYOFCONSENT'),
    });
    expect(answer.json()).toMatchObject({ code: -4 });
    expect(confirmationRequests(await mails())).toHaveLength(0);
  });

  it('uses a link once, and never after 48 hours', async () => {
    await start();
    const student = await registerStudent();
    await fileDayOfConsent(app, 'HSDAYOFCONSENT');
    await fileDayOfConsent(app, 'HSDAYOFCONSENT');
    const [first, second] = confirmationRequests(await mails()).map(tokenOf) as [string, string];
    expect((await confirm(app, first)).json()).toMatchObject({ code: 0 });
    const mailsAfterFirst = (await mails()).length;
    // Opened again (a second device, the mail read twice): done, not "fill it in again", and nothing recorded twice.
    expect((await confirm(app, first)).json()).toEqual({
      code: 0,
      message: '',
      data: { regType: 'HSDAYOFCONSENT', alreadyConfirmed: true, studentName: 'Ada Lovelace' },
    });
    expect(consentRecordsOf((await consents())[0]!.data)).toHaveLength(1);
    expect(await mails()).toHaveLength(mailsAfterFirst);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 48 * 60 * 60 * 1000 + 1000 });
    expect((await confirm(app, second)).json()).toEqual({ code: -1, message: CONFIRMATION_LINK_INVALID_MESSAGE });
    expect(consentRecordsOf((await consents())[0]!.data)).toHaveLength(1);
    expect(await stateOf(student.regId)).toBe('received');
  });

  it('refuses a link whose registration was cancelled or whose parent email changed since it was mailed', async () => {
    await start();
    const student = await registerStudent();
    await fileDayOfConsent(app, 'HSDAYOFCONSENT');
    const [token] = confirmationRequests(await mails()).map(tokenOf) as [string];
    await app.store.update(student.regId, {
      ...student.data,
      parentGuardian: { ...(student.data.parentGuardian as object), email: 'new-guardian@example.com' },
    });
    expect((await confirm(app, token)).json()).toMatchObject({ code: -1 });

    await fileDayOfConsent(app, 'HSDAYOFCONSENT');
    const latest = tokenOf(confirmationRequests(await mails()).at(-1)!);
    expect(
      confirmationRequests(await mails())
        .at(-1)!
        .headers.get('to'),
    ).toBe('new-guardian@example.com');
    await app.store.delete(student.regId);
    expect((await confirm(app, latest)).json()).toMatchObject({ code: -1 });
    expect(await consents()).toHaveLength(0);
  });
});

describe('a registration’s consent record (issue 10)', () => {
  it('records the text version shown, who signed and when; an edit that signs again keeps the earlier record', async () => {
    await start();
    const created = await app.inject({
      method: 'POST',
      url: '/api/ms-ind-reg',
      payload: {
        ...msIndividual('ada@example.com'),
        consentTextVersion: 'ms-student@0123456789abcdef',
        consentRecords: [{ textVersion: 'forged', signedBy: {}, recordedAt: '2000-01-01T00:00:00.000Z' }],
        gResponse: await solvedCaptcha(app),
      },
    });
    const { regId } = created.json().data;
    const first = consentRecordsOf((await app.store.get(regId))!.data);
    expect(first).toEqual([
      {
        textVersion: 'ms-student@0123456789abcdef',
        signedBy: expect.objectContaining({ parentGuardianName: 'Grace Hopper' }),
        recordedAt: expect.any(String),
      },
    ]);
    expect(Date.parse(first[0]!.recordedAt)).toBeGreaterThan(Date.parse('2026-01-01'));

    const { accessToken } = await signInAs(app, identity('ada@example.com'));
    const { email: _email, confirmEmail: _confirm, ...edit } = msIndividual('ada@example.com');
    const put = (changes: object) =>
      app.inject({
        method: 'PUT',
        url: `/api/ms-ind-reg/${regId}`,
        headers: bearer(accessToken),
        payload: { ...edit, ...changes },
      });
    // A T-shirt size changes, the signature does not: no new record.
    await put({ tShirtSizeId: '5', consentTextVersion: 'ms-student@fedcba9876543210' });
    expect(consentRecordsOf((await app.store.get(regId))!.data)).toEqual(first);
    // Another guardian signs under the newer text: the first record stays.
    const resigned = {
      ...edit.stemDayConsent,
      parentGuardianName: 'Alan Turing',
      parentGuardianElSignature: 'Alan Turing',
    };
    expect(
      (await put({ stemDayConsent: resigned, consentTextVersion: 'ms-student@fedcba9876543210' })).json(),
    ).toMatchObject({
      code: 0,
    });
    const records = consentRecordsOf((await app.store.get(regId))!.data);
    expect(records.map((record) => [record.signedBy.parentGuardianName, record.textVersion])).toEqual([
      ['Grace Hopper', 'ms-student@0123456789abcdef'],
      ['Alan Turing', 'ms-student@fedcba9876543210'],
    ]);
    // The owner reads the history back; the edit form's version is never taken from the stored data.
    const read = await app.inject({ url: `/api/registrations/${regId}`, headers: bearer(accessToken) });
    expect(read.json().data).toMatchObject({ consentRecords: records });
    expect(read.json().data).not.toHaveProperty('consentTextVersion');
  });
});
