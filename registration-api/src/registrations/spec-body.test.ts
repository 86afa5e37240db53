import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_GROUP } from '../groups/group-directory.ts';
import { COMPANY_CMS, companyRegistrationBody } from '../test-support/company-fixtures.ts';
import { startSignedInApp } from '../test-support/registration-test-app.ts';
import { bearer, identity, signInAs } from '../test-support/sign-in.ts';
import {
  dayOfConsent,
  hsChaperone,
  hsIndividual,
  msIndividual,
  solvedCaptcha,
} from '../test-support/student-fixtures.ts';

// A client built from SPEC alone: its bodies carry SPEC §3's fields only, without the answers the forms
// ask for besides (confirm email, "Are you part of a group", "Consent-parent-present"), and send flags as
// numbers where SPEC writes 0/1 or loads numbers.

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

async function start() {
  ({ app } = await startSignedInApp({ cmsContent: COMPANY_CMS }));
}

const post = async (url: string, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, payload: { ...body, gResponse: await solvedCaptcha(app) } });

/** A student body as SPEC §3 lists its fields: none of the form's own questions. */
function specStudent<T extends ReturnType<typeof msIndividual> | ReturnType<typeof hsIndividual>>(form: T) {
  const { confirmEmail: _c, isParentPresent: _p, parentGuardian, ...rest } = form;
  const { confirmEmail: _pc, ...parent } = parentGuardian;
  const { isInGroup: _g, groupCode: _code, ...spec } = rest as T & { isInGroup?: string; groupCode?: string };
  return { ...spec, parentGuardian: parent };
}

async function storedData(regId: string) {
  return (await app.store.get(regId))!.data;
}

describe('a body in SPEC §3’s shape', () => {
  it('registers a middle school student: not in a group (no groupId), consent signed on the form (a parent name)', async () => {
    await start();
    const answer = await post('/api/ms-ind-reg', specStudent(msIndividual('spec.ms@example.com')));
    expect(answer.json()).toMatchObject({ code: 0 });
    expect(await storedData(answer.json().data.regId)).toMatchObject({ isInGroup: '0', isParentPresent: '1' });
  });

  it('reads null as an answer left out: a cleared field is stored empty, a required one is still required', async () => {
    await start();
    const student = specStudent(msIndividual('spec.nulls@example.com'));
    const cleared = {
      ...student,
      otherSchoolName: null,
      specifiedLanguage: null,
      groupId: null,
      consentWillBeSubmittedBySchool: null,
      parentGuardian: {
        ...student.parentGuardian,
        willAddParentBeAttending: '0',
        addParentFirstName: null,
        addParentLastName: null,
      },
    };
    const answer = await post('/api/ms-ind-reg', cleared);
    expect(answer.json()).toMatchObject({ code: 0 });
    expect(await storedData(answer.json().data.regId)).toMatchObject({
      otherSchoolName: '',
      specifiedLanguage: '',
      isInGroup: '0',
      consentWillBeSubmittedBySchool: '0',
      parentGuardian: { addParentFirstName: '', addParentLastName: '' },
    });

    const noName = await post('/api/ms-ind-reg', { ...student, email: 'spec.nulls2@example.com', firstName: null });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ code: -2, field: 'firstName', message: 'This field is required' });
  });

  it('registers a high school student whose school will submit the consent (no parent name: nobody signs here)', async () => {
    await start();
    const body = {
      ...specStudent(hsIndividual('spec.hs@example.com')),
      consentWillBeSubmittedBySchool: '1',
      stemDayConsent: {},
    };
    const answer = await post('/api/hs-ind-reg', body);
    expect(answer.json()).toMatchObject({ code: 0 });
    expect(await storedData(answer.json().data.regId)).toMatchObject({
      isParentPresent: '0',
      consentWillBeSubmittedBySchool: '1',
    });
  });

  it('joins a group by its groupId, still only with the group’s code', async () => {
    await start();
    const [group] = (await app.store.listByType('MSGROUP')).filter((g) => g.email === DEMO_GROUP.email);
    const body = { ...specStudent(msIndividual('spec.member@example.com')), groupId: group!.regId };
    // A groupId counts as being in a group (SPEC §4), so the code the group was joined with is asked for.
    expect((await post('/api/ms-ind-reg', body)).json()).toMatchObject({
      code: -2,
      field: 'groupCode',
      message: 'This field is required',
    });
    expect((await post('/api/ms-ind-reg', { ...body, groupCode: 'not-the-code' })).json()).toMatchObject({
      code: -2,
      field: 'groupCode',
    });
    const joined = await post('/api/ms-ind-reg', { ...body, groupCode: DEMO_GROUP.groupCode });
    expect(joined.json()).toMatchObject({ code: 0 });
    expect(await storedData(joined.json().data.regId)).toMatchObject({ isInGroup: '1', groupId: group!.regId });
  });

  it('never overrides an answer the body gives: a form that says "in a group" without one is refused', async () => {
    await start();
    const answer = await post('/api/ms-ind-reg', { ...msIndividual('form@example.com'), isInGroup: '1', groupId: '' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: -2, field: 'groupId' });
  });

  it('registers a chaperone who signs in chaperoneSignature (SPEC §3’s other reading)', async () => {
    await start();
    const { confirmEmail: _c, stemDayConsent, ...chaperone } = hsChaperone('spec.chaperone@example.com');
    const { chaperoneElSignature, ...consent } = stemDayConsent;
    const answer = await post('/api/hs-chaperone-reg', {
      ...chaperone,
      stemDayConsent: { ...consent, chaperoneSignature: chaperoneElSignature },
    });
    expect(answer.json()).toMatchObject({ code: 0 });
    expect(await storedData(answer.json().data.regId)).toMatchObject({
      stemDayConsent: { chaperoneElSignature: 'Katherine Johnson' },
    });
  });

  it('files a middle school day-of consent without a regType (the route names its kind), not as the other kind', async () => {
    await start();
    const { regType: _r, ...consent } = dayOfConsent('MSDAYOFCONSENT', 'nobody.yet@example.com');
    expect((await post('/api/ms-day-of-consent', consent)).json()).toMatchObject({ code: 0 });
    const other = await post('/api/ms-day-of-consent', { ...consent, regType: 'HSDAYOFCONSENT' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: -2, field: 'regType' });
  });

  it('loads a company’s STEM flags as numbers, and takes them back as numbers on the edit', async () => {
    await start();
    const { stem, ...company } = companyRegistrationBody('spec.company@example.com');
    const numeric = Object.fromEntries(Object.entries(stem).map(([field, flag]) => [field, Number(flag)]));
    const created = await post('/api/company-reg', { ...company, stem: numeric });
    expect(created.json()).toMatchObject({ code: 0 });
    const { regId } = created.json().data as { regId: string };
    expect((await storedData(regId)).stem).toEqual(stem);

    const { accessToken } = await signInAs(app, identity('spec.company@example.com'));
    const loaded = await app.inject({ url: `/api/registrations/${regId}`, headers: bearer(accessToken) });
    expect(loaded.json().data.stem).toEqual({ science: 0, technology: 1, engineering: 1, math: 0 });
    // The client sends back what it loaded, with one flag changed.
    const { email: _e, regId: _id, regType: _t, ...answers } = loaded.json().data;
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/company-reg/${regId}`,
      headers: bearer(accessToken),
      payload: { ...answers, stem: { ...answers.stem, math: 1 } },
    });
    expect(edited.json()).toMatchObject({ code: 0 });
    expect((await storedData(regId)).stem).toEqual({ ...stem, math: '1' });
  });
});

describe('a hostile body', () => {
  it('nested thousands of lists deep is refused by the schema (400), not a 500', async () => {
    await start();
    const deep = `${'['.repeat(50_000)}1${']'.repeat(50_000)}`;
    const json = JSON.stringify({ ...msIndividual('deep@example.com'), gResponse: 'x' }).replace(
      '"lastName":"Lovelace"',
      `"lastName":${deep}`,
    );
    const answer = await app.inject({
      method: 'POST',
      url: '/api/ms-ind-reg',
      payload: json,
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'VALIDATION_FAILED', field: 'lastName' });
  });
});
