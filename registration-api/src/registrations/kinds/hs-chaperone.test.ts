import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { todayAtEvent } from '@stem/shared';
import type { MimePart } from '../../test-support/parse-eml.ts';
import { SEEDED_SETTINGS } from '../../test-support/cms-stand-in.ts';
import {
  CAPTCHA_FAILED,
  CLOSED,
  expectRefusal,
  icsOf,
  startSignedInApp,
  TEST_SITE,
  textOf,
  type RegistrationAppOptions,
} from '../../test-support/registration-test-app.ts';
import { bearer, identity, signInAs } from '../../test-support/sign-in.ts';
import { hsChaperone, msIndividual, solvedCaptcha } from '../../test-support/student-fixtures.ts';

let app: FastifyInstance;
let mails: () => Promise<MimePart[]>;
afterEach(async () => {
  await app?.close();
});

async function start(options: RegistrationAppOptions = {}) {
  ({ app, mails } = await startSignedInApp(options));
}

const post = async (payload: object) => app.inject({ method: 'POST', url: '/api/hs-chaperone-reg', payload });
const withCaptcha = async (payload: object) => ({ ...payload, gResponse: await solvedCaptcha(app) });
const chaperones = () => app.store.listByType('HSCHAPERONE');

/** The chaperone's edit form: the create fields without the owner's email and its confirmation. */
const { email: _email, confirmEmail: _confirm, ...chaperoneEdit } = hsChaperone();

async function registered(email = 'katherine@example.com', date = '02/03/2026') {
  const { confirmEmail: _c, ...data } = hsChaperone(email);
  const { regId } = await app.store.insert({
    regType: 'HSCHAPERONE',
    email,
    data: { ...data, stemDayConsent: { ...data.stemDayConsent, date } },
  });
  return regId;
}

const put = (regId: string, token: string, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/hs-chaperone-reg/${regId}`, headers: bearer(token), payload });

describe('POST /api/hs-chaperone-reg', () => {
  it('stores the chaperone owned by the email, without the confirmation or the captcha token, dated by the server', async () => {
    await start();
    const response = await post(
      await withCaptcha({ ...hsChaperone(), stemDayConsent: { ...hsChaperone().stemDayConsent, date: '01/01/2020' } }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ code: 0, message: '', data: { regId: expect.any(String) } });
    const registration = await app.store.get(body.data.regId);
    expect(registration).toMatchObject({ regType: 'HSCHAPERONE', email: 'katherine@example.com' });
    const { confirmEmail: _c, ...expected } = hsChaperone();
    expect(registration!.data).toEqual({
      ...expected,
      stemDayConsent: { ...expected.stemDayConsent, date: todayAtEvent() },
      // The signature as recorded: which text was shown (none sent here), who signed, when.
      consentRecords: [
        {
          textVersion: null,
          signedBy: {
            chaperoneFullName: expected.stemDayConsent.chaperoneFullName,
            chaperoneElSignature: expected.stemDayConsent.chaperoneElSignature,
          },
          recordedAt: expect.any(String),
        },
      ],
    });
  });

  it('mails the chaperone the log-in invitation and the high school day as .ics', async () => {
    await start();
    await post(await withCaptcha(hsChaperone()));
    const [mail, ...more] = await mails();
    expect(more).toHaveLength(0);
    expect(mail!.headers.get('to')).toBe('katherine@example.com');
    expect(textOf(mail!)).toContain(`${TEST_SITE}/auth/login?returnTo=/multiple`);
    expect(textOf(mail!)).toContain('Katherine Johnson');
    // What was signed, echoed back.
    expect(textOf(mail!)).toContain(
      'You signed the Chaperone Consent and Release today as Katherine Johnson, with the electronic signature “Katherine Johnson”.',
    );
    expect(textOf(mail!)).toContain('Date: Saturday, February 21, 2026');
    expect(icsOf(mail!)).toContain('DTSTART:20260221T124500Z');
    expect(icsOf(mail!)).toContain('DTEND:20260221T170000Z');
    expect(icsOf(mail!)).toContain('SUMMARY:High School STEM Career Day');
  });

  it('answers -2 on the email field for a second chaperone with the same email in any case', async () => {
    await start();
    expect((await post(await withCaptcha(hsChaperone()))).json().code).toBe(0);
    const again = await post(await withCaptcha(hsChaperone(' KATHERINE@Example.com')));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      code: -2,
      message: 'A registration with this email already exists. Please log in to view or change it.',
      field: 'email',
    });
    expect(await chaperones()).toHaveLength(1);
  });

  it('refuses with -1 (HTTP 403) and stores nothing while hsChaperoneOpen is off', async () => {
    await start({ settings: { ...SEEDED_SETTINGS, hsChaperoneOpen: false } });
    const response = await post(await withCaptcha(hsChaperone()));
    expectRefusal(response, CLOSED);
    expect(await chaperones()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });

  it('answers -4 (HTTP 400) for a missing, empty or replayed captcha, and stores nothing', async () => {
    await start();
    const token = await solvedCaptcha(app);
    expect((await post({ ...hsChaperone('first@example.com'), gResponse: token })).json().code).toBe(0);
    for (const payload of [
      hsChaperone(),
      { ...hsChaperone(), gResponse: '' },
      { ...hsChaperone(), gResponse: token },
    ]) {
      expectRefusal(await post(payload), CAPTCHA_FAILED);
    }
    expect(await chaperones()).toHaveLength(1);
  });

  it('answers 400 naming each invalid field with SPEC’s message', async () => {
    await start();
    const empty = await post({ stemDayConsent: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error: 'VALIDATION_FAILED',
      // SPEC §8's -2 on the first invalid field, with its message.
      code: -2,
      field: empty.json().issues[0].field,
      message: 'This field is required',
      issues: expect.arrayContaining([
        { field: 'firstName', message: 'This field is required' },
        { field: 'email', message: 'This field is required' },
        { field: 'phone', message: 'This field is required' },
        { field: 'stemDayConsent.chaperoneFullName', message: 'This field is required' },
        { field: 'stemDayConsent.chaperoneElSignature', message: 'This field is required' },
      ]),
      requestId: empty.headers['x-request-id'],
    });
    const fields = empty.json().issues.map((issue: { field: string }) => issue.field);
    expect(new Set(fields).size).toBe(fields.length);
    expect((await post({})).json().issues).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'This field is required' },
        { field: 'stemDayConsent', message: 'This field is required' },
      ]),
    );

    const badEmail = await post(await withCaptcha({ ...hsChaperone(), email: 'x', confirmEmail: 'x' }));
    expect(badEmail.json().issues).toEqual([{ field: 'email', message: 'Address is not valid' }]);
    const mismatch = await post(await withCaptcha({ ...hsChaperone(), confirmEmail: 'other@example.com' }));
    expect(mismatch.json().issues).toEqual([
      { field: 'confirmEmail', message: "Email confirmation doesn't match to email" },
    ]);
    expect(await chaperones()).toHaveLength(0);
  });
});

describe('PUT /api/hs-chaperone-reg/{regId}, GET /api/user-registrations and /api/registrations/{regId}', () => {
  it('lets the owner change the phone; the email stays and an unchanged signature keeps its date', async () => {
    await start();
    const regId = await registered();
    const { accessToken } = await signInAs(app, identity('katherine@example.com'));
    const answer = await put(regId, accessToken, {
      ...chaperoneEdit,
      phone: '330-555-0199',
      email: 'mallory@example.com',
      stemDayConsent: { ...chaperoneEdit.stemDayConsent, date: '01/01/2020' },
    });
    expect(answer.json()).toEqual({ code: 0, message: '', data: { regId } });
    expect(await app.store.get(regId)).toMatchObject({
      email: 'katherine@example.com',
      data: { phone: '330-555-0199', email: 'katherine@example.com', stemDayConsent: { date: '02/03/2026' } },
    });
    const [mail] = await mails();
    expect(mail!.headers.get('to')).toBe('katherine@example.com');
    expect(mail!.headers.get('subject')).toBe('Your STEM Career Day chaperone registration was updated');
    // They signed in to edit: the update says nothing of creating an account.
    expect(textOf(mail!)).not.toContain('create your account');
  });

  it('dates a changed signature today', async () => {
    await start();
    const regId = await registered();
    const { accessToken } = await signInAs(app, identity('katherine@example.com'));
    const signedAgain = { chaperoneFullName: 'Katherine G. Johnson', chaperoneElSignature: 'K. G. Johnson' };
    await put(regId, accessToken, {
      ...chaperoneEdit,
      stemDayConsent: { ...chaperoneEdit.stemDayConsent, ...signedAgain },
    });
    expect((await app.store.get(regId))!.data.stemDayConsent).toEqual({ ...signedAgain, date: todayAtEvent() });
  });

  it('answers another owner’s regId, a missing one and an MSIND regId exactly like a missing registration', async () => {
    await start();
    const regId = await registered();
    const { regId: studentRegId } = await app.store.insert({
      regType: 'MSIND',
      email: 'katherine@example.com',
      data: msIndividual('katherine@example.com'),
    });
    const grace = await signInAs(app, identity('grace@example.com'));
    const katherine = await signInAs(app, identity('katherine@example.com'));
    for (const answer of [
      await put(regId, grace.accessToken, chaperoneEdit),
      await put('AAAAAAAAAAAAAAAAAAAAAA', katherine.accessToken, chaperoneEdit),
      await put(studentRegId, katherine.accessToken, chaperoneEdit),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: 'NOT_FOUND', message: 'Not found', requestId: expect.any(String) });
    }
    expect((await app.store.get(regId))!.data).toMatchObject({ phone: '330-555-0142' });
    expect((await app.store.get(studentRegId))!.regType).toBe('MSIND');
  });

  it('lists the chaperone registration for its owner and returns it to the owner only', async () => {
    await start();
    const regId = await registered();
    const { accessToken } = await signInAs(app, identity('katherine@example.com'));
    const list = await app.inject({ url: '/api/user-registrations', headers: bearer(accessToken) });
    expect(list.json().data.registrations).toEqual([
      { regId, regType: 'HSCHAPERONE', firstName: 'Katherine', lastName: 'Johnson', checkIn: true },
    ]);
    const own = await app.inject({ url: `/api/registrations/${regId}`, headers: bearer(accessToken) });
    expect(own.json().data).toMatchObject({ regId, regType: 'HSCHAPERONE', phone: '330-555-0142' });
    const grace = await signInAs(app, identity('grace@example.com'));
    const foreign = await app.inject({ url: `/api/registrations/${regId}`, headers: bearer(grace.accessToken) });
    expect(foreign.statusCode).toBe(404);
  });
});
