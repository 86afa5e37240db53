import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, type GroupMember } from '@stem/shared';
import { REMOVAL_REQUEST_ONLY } from '@stem/shared/registration/ms-group-schema';
import { CMS_TEST_API_TOKEN } from '../test-support/cms-stand-in.ts';
import type { MimePart } from '../test-support/parse-eml.ts';
import { startSignedInApp, TEST_SITE, textOf } from '../test-support/registration-test-app.ts';
import { bearer, identity, signInAs } from '../test-support/sign-in.ts';
import { fileAndConfirmDayOfConsent, fileDayOfConsent } from '../test-support/day-of-consent-fixtures.ts';
import { msGroup, msIndividual, solvedCaptcha } from '../test-support/student-fixtures.ts';

let app: FastifyInstance;
let mails: () => Promise<MimePart[]>;
afterEach(async () => {
  await app?.close();
});

async function start() {
  // The CMS token lets the API read the organisers' addresses (a removal request is mailed to them too).
  ({ app, mails } = await startSignedInApp({
    env: { RATE_LIMIT_CREATES: '100/1m', CMS_API_TOKEN: CMS_TEST_API_TOKEN },
  }));
}

const withCaptcha = async (payload: object) => ({ ...payload, gResponse: await solvedCaptcha(app) });

/** A group created through the API by its leader, who is signed in. */
async function groupOf(email: string, groupName: string) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/ms-group-reg',
    payload: await withCaptcha(msGroup(email, groupName)),
  });
  const { accessToken } = await signInAs(app, identity(email));
  return { regId: created.json().data.regId as string, token: accessToken };
}

/** A student who joins `groupId` with the fixture group's code, through the API. */
async function joins(groupId: string, email: string, change: object = {}) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/ms-ind-reg',
    payload: await withCaptcha({
      ...msIndividual(email),
      isInGroup: '1',
      groupId,
      groupCode: msGroup().groupCode,
      ...change,
    }),
  });
  expect(answer.json().code).toBe(0);
  return answer.json().data.regId as string;
}

const membersOf = (groupId: string, token: string) =>
  app.inject({ url: `/api/ms-group-reg/${groupId}/members`, headers: bearer(token) });

const askRemoval = (token: string, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/registration-status', headers: bearer(token), payload });

const NOT_FOUND = { error: 'NOT_FOUND', message: 'Not found', requestId: expect.any(String) };

describe('GET /api/ms-group-reg/{regId}/members', () => {
  it('lists the students who joined with the code, sorted by name, without contacts, for the leader only', async () => {
    await start();
    const group = await groupOf('mae@example.com', 'Rockets');
    const ada = await joins(group.regId, 'ada@example.com');
    const grace = await joins(group.regId, 'grace.h@example.com', { firstName: 'Grace', lastName: 'Hopper' });
    const alan = await joins(group.regId, 'alan@example.com', { firstName: 'Alan', lastName: 'lovelace' });
    // Not in the group: alone, and in another group.
    await joins('', 'solo@example.com', { isInGroup: '0', groupCode: '' });
    const other = await groupOf('katherine@example.com', 'Comets');
    await joins(other.regId, 'other@example.com');

    const response = await membersOf(group.regId, group.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const member = (regId: string, firstName: string, lastName: string): GroupMember => ({
      regId,
      firstName,
      lastName,
      status: 'active',
      statusMessage: '',
      gradeLevelId: '2',
      lunchId: '1',
      tShirtSizeId: '3',
      consentState: 'signed',
    });
    expect(response.json()).toEqual({
      code: 0,
      message: '',
      data: [member(grace, 'Grace', 'Hopper'), member(ada, 'Ada', 'Lovelace'), member(alan, 'Alan', 'lovelace')],
    });
    for (const secret of ['ada@example.com', 'grace@example.com', '330-555-0100', 'Thompson', 'Lift-Off-7']) {
      expect(response.body).not.toContain(secret);
    }
    expect((await membersOf(other.regId, other.token)).json().data).toHaveLength(1);
  });

  it('gives each member’s consent state: signed, school, day-of consent received, awaiting confirmation, missing', async () => {
    await start();
    const group = await groupOf('mae@example.com', 'Rockets');
    const signed = await joins(group.regId, 'signed@example.com', { lastName: 'A' });
    const school = await joins(group.regId, 'school@example.com', {
      lastName: 'B',
      consentWillBeSubmittedBySchool: '1',
    });
    const schoolThenDayOf = await joins(group.regId, 'both@example.com', {
      lastName: 'BB',
      consentWillBeSubmittedBySchool: '1',
    });
    // The school said it would submit the consent, and a parent filed the day-of one: received wins.
    await fileAndConfirmDayOfConsent(app, mails, 'MSDAYOFCONSENT', 'both@example.com');
    // The form always asks for one of the two; registrations stored without (older data) are possible.
    const { confirmEmail: _c, ...noConsent } = {
      ...msIndividual('dayof@example.com'),
      isInGroup: '1',
      groupId: group.regId,
      groupCode: msGroup().groupCode,
      consentWillBeSubmittedBySchool: '0',
      isParentPresent: '0',
      stemDayConsent: {
        parentGuardianName: '',
        relation: '',
        studentName: '',
        parentGuardianElSignature: '',
        date: '',
      },
    };
    const dayOf = (
      await app.store.insert({ regType: 'MSIND', email: 'DayOf@example.com', data: { ...noConsent, lastName: 'C' } })
    ).regId;
    const storedWithout = async (email: string, lastName: string) =>
      (await app.store.insert({ regType: 'MSIND', email, data: { ...noConsent, email, lastName } })).regId;
    const awaiting = await storedWithout('awaiting@example.com', 'D');
    const missing = await storedWithout('missing@example.com', 'E');
    await fileAndConfirmDayOfConsent(app, mails, 'MSDAYOFCONSENT', ' dayof@EXAMPLE.com');
    // A high school day-of consent is not the middle school one (and finds no high school registration).
    await fileDayOfConsent(app, 'HSDAYOFCONSENT', 'missing@example.com');
    // A middle school one not confirmed yet is not received: it waits for the parent.
    await fileDayOfConsent(app, 'MSDAYOFCONSENT', 'awaiting@example.com');

    const members = (await membersOf(group.regId, group.token)).json().data as GroupMember[];
    expect(members.map(({ regId, consentState }) => ({ regId, consentState }))).toEqual([
      { regId: signed, consentState: 'signed' },
      { regId: school, consentState: 'school' },
      { regId: schoolThenDayOf, consentState: 'day-of-received' },
      { regId: dayOf, consentState: 'day-of-received' },
      { regId: awaiting, consentState: 'awaiting-confirmation' },
      { regId: missing, consentState: 'missing' },
    ]);
  });

  it('answers another leader, a missing group, a student’s own regId and no login like a missing group', async () => {
    await start();
    const group = await groupOf('mae@example.com', 'Rockets');
    const student = await joins(group.regId, 'ada@example.com');
    const other = await groupOf('katherine@example.com', 'Comets');
    const ada = await signInAs(app, identity('ada@example.com'));
    const unverified = await signInAs(app, identity('mae@example.com', { emailVerified: false, subject: 'sub-2' }));
    for (const response of [
      await membersOf(group.regId, other.token),
      await membersOf('AAAAAAAAAAAAAAAAAAAAAA', group.token),
      await membersOf(student, ada.accessToken),
      await membersOf(group.regId, ada.accessToken),
      await membersOf(group.regId, unverified.accessToken),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
      expect(response.body).not.toContain('Lovelace');
    }
    expect((await app.inject(`/api/ms-group-reg/${group.regId}/members`)).statusCode).toBe(401);
  });
});

describe('PUT /api/registration-status', () => {
  it('marks the member pending-removal with the reason, shows it in the members, and mails the leader', async () => {
    await start();
    const group = await groupOf('mae@example.com', 'Rockets');
    const ada = await joins(group.regId, 'ada@example.com');
    const answer = await askRemoval(group.token, {
      regId: ada,
      status: 'pending-removal',
      statusMessage: 'Moved to another school',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 0, message: '' });
    expect((await membersOf(group.regId, group.token)).json().data).toEqual([
      expect.objectContaining({ regId: ada, status: 'pending-removal', statusMessage: 'Moved to another school' }),
    ]);
    // Beside the form data, never in it.
    const stored = (await app.store.get(ada))!;
    expect(stored.data).not.toHaveProperty('status');
    expect(stored.data).not.toHaveProperty('statusMessage');

    const removal = (await mails()).find(
      (mail) => mail.headers.get('subject') === 'Removal requested from your STEM Career Day group',
    );
    expect(removal!.headers.get('to')).toBe('mae@example.com');
    const text = textOf(removal!);
    expect(text).toContain('You asked for Ada Lovelace to be removed from your group “Rockets”');
    expect(text).toContain('Moved to another school');
    // Its link logs the leader in straight to the group's members.
    expect(text).toContain(
      `${TEST_SITE}/auth/login?returnTo=${encodeURIComponent(`/ms-group-reg-edit?regId=${group.regId}#members`)}`,
    );

    // The student and their parent hear of it too: they would otherwise expect to come with the group.
    const family = (await mails()).find(
      (mail) =>
        mail.headers.get('subject') === 'STEM Career Day: the group leader asked to remove Ada Lovelace from the group',
    );
    expect(family!.headers.get('to')).toBe(`ada@example.com, ${msIndividual('ada@example.com').parentGuardian.email}`);
    const told = textOf(family!);
    expect(told).toContain(
      'The leader of the group “Rockets” asked the STEM Career Day organisers to remove Ada Lovelace',
    );
    expect(told).toContain('Moved to another school');
    expect(told).toContain(`${TEST_SITE}/contact`);
    // It sends the family to the contact page itself: no second line saying the same at its end.
    expect(told.split(`${TEST_SITE}/contact`)).toHaveLength(2);
    // The organisers of middle school registrations hear of it too: they decide it on the staff desk.
    const organisers = (await mails()).find(
      (mail) => mail.headers.get('subject') === 'Removal request: Ada Lovelace (Rockets)',
    );
    expect(organisers!.headers.get('to')).toBe('middle-school@organisers.example.org');
    expect(textOf(organisers!)).toContain('Moved to another school');
    // The link opens the desk at its Removal requests.
    expect(textOf(organisers!)).toContain(`${TEST_SITE}/staff#removals`);
    expect(textOf(organisers!)).not.toContain(`${TEST_SITE}/contact`);
    // And the student's own list of registrations says so, beside the registration.
    const student = await signInAs(app, identity('ada@example.com'));
    const listed = await app.inject({ url: '/api/user-registrations', headers: bearer(student.accessToken) });
    expect(listed.json().data.registrations).toEqual([
      expect.objectContaining({
        regId: ada,
        // Which group the student is in, and the leader's request.
        groupName: 'Rockets',
        groupRemovalRequested: { groupName: 'Rockets', reason: 'Moved to another school' },
      }),
    ]);
  });

  it('answers a request made again as the first, keeping its reason and mailing nobody twice', async () => {
    await start();
    const group = await groupOf('mae@example.com', 'Rockets');
    const ada = await joins(group.regId, 'ada@example.com');
    const ask = (statusMessage: string) =>
      askRemoval(group.token, { regId: ada, status: 'pending-removal', statusMessage });
    expect((await ask('Moved to another school')).json()).toEqual({ code: 0, message: '' });
    expect((await ask('Another reason')).json()).toEqual({ code: 0, message: '' });
    expect((await membersOf(group.regId, group.token)).json().data).toEqual([
      expect.objectContaining({ status: 'pending-removal', statusMessage: 'Moved to another school' }),
    ]);
    const sent = (await mails()).filter((mail) => /remov/i.test(String(mail.headers.get('subject'))));
    expect(sent).toHaveLength(3);
  });

  it('keeps pending-removal through the student’s own edit, which cannot set a status either', async () => {
    await start();
    const group = await groupOf('mae@example.com', 'Rockets');
    const ada = await joins(group.regId, 'ada@example.com');
    await askRemoval(group.token, { regId: ada, status: 'pending-removal', statusMessage: 'Left the club' });

    const student = await signInAs(app, identity('ada@example.com'));
    const { email: _e, confirmEmail: _c, ...edit } = msIndividual();
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/ms-ind-reg/${ada}`,
      headers: bearer(student.accessToken),
      payload: {
        ...edit,
        isInGroup: '1',
        groupId: group.regId,
        groupCode: msGroup().groupCode,
        tShirtSizeId: '5',
        status: 'active',
        statusMessage: '',
        memberStatus: null,
      },
    });
    expect(edited.json().code).toBe(0);
    const stored = (await app.store.get(ada))!;
    expect(stored.data).toMatchObject({ tShirtSizeId: '5' });
    for (const key of ['status', 'statusMessage', 'memberStatus']) expect(stored.data).not.toHaveProperty(key);
    expect((await membersOf(group.regId, group.token)).json().data).toEqual([
      expect.objectContaining({ status: 'pending-removal', statusMessage: 'Left the club', tShirtSizeId: '5' }),
    ]);
    // The student's own view carries no status to send back.
    const own = await app.inject({ url: `/api/registrations/${ada}`, headers: bearer(student.accessToken) });
    expect(own.json().data).not.toHaveProperty('memberStatus');
  });

  it('never stores a status sent with a student’s create', async () => {
    await start();
    const group = await groupOf('mae@example.com', 'Rockets');
    const ada = await joins(group.regId, 'ada@example.com', {
      status: 'pending-removal',
      statusMessage: 'forged',
      memberStatus: { status: 'pending-removal', statusMessage: 'forged', groupId: group.regId },
    });
    const stored = (await app.store.get(ada))!;
    expect(stored.memberStatus).toBeNull();
    for (const key of ['status', 'statusMessage', 'memberStatus']) expect(stored.data).not.toHaveProperty(key);
    expect((await membersOf(group.regId, group.token)).json().data[0]).toMatchObject({
      status: 'active',
      statusMessage: '',
    });
  });

  it('lets a member who joined edit after the leader changed the code; a changed code must be the current one', async () => {
    await start();
    const group = await groupOf('mae@example.com', 'Rockets');
    const ada = await joins(group.regId, 'ada@example.com');
    const { email: _e, confirmEmail: _c, ...groupEdit } = msGroup();
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/ms-group-reg/${group.regId}`,
      headers: bearer(group.token),
      payload: { ...groupEdit, groupCode: 'Orbit-8' },
    });
    expect(changed.json().code).toBe(0);

    const student = await signInAs(app, identity('ada@example.com'));
    const { email: _se, confirmEmail: _sc, ...edit } = msIndividual();
    const studentEdit = (groupCode: string, tShirtSizeId: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/ms-ind-reg/${ada}`,
        headers: bearer(student.accessToken),
        payload: { ...edit, isInGroup: '1', groupId: group.regId, groupCode, tShirtSizeId },
      });
    // The code Ada joined with still keeps her in the group she joined.
    expect((await studentEdit(msGroup().groupCode, '5')).json().code).toBe(0);
    expect((await app.store.get(ada))!.data).toMatchObject({ tShirtSizeId: '5', groupId: group.regId });
    // A code she types anew is checked against the group's current one.
    expect((await studentEdit('Lift-Off-8', '4')).json()).toMatchObject({ code: -2, field: 'groupCode' });
    expect((await studentEdit('Orbit-8', '4')).json().code).toBe(0);
    // A new student cannot join with the old code.
    const late = await app.inject({
      method: 'POST',
      url: '/api/ms-ind-reg',
      payload: await withCaptcha({
        ...msIndividual('grace@example.com'),
        isInGroup: '1',
        groupId: group.regId,
        groupCode: msGroup().groupCode,
      }),
    });
    expect(late.json()).toMatchObject({ code: -2, field: 'groupCode' });
  });

  it('does not follow a student into another group: the request was about the first one', async () => {
    await start();
    const rockets = await groupOf('mae@example.com', 'Rockets');
    const comets = await groupOf('katherine@example.com', 'Comets');
    const ada = await joins(rockets.regId, 'ada@example.com');
    await askRemoval(rockets.token, { regId: ada, status: 'pending-removal', statusMessage: 'Not in my class' });
    const student = await signInAs(app, identity('ada@example.com'));
    const { email: _e, confirmEmail: _c, ...edit } = msIndividual();
    await app.inject({
      method: 'PUT',
      url: `/api/ms-ind-reg/${ada}`,
      headers: bearer(student.accessToken),
      payload: { ...edit, isInGroup: '1', groupId: comets.regId, groupCode: msGroup().groupCode },
    });
    expect((await membersOf(rockets.regId, rockets.token)).json().data).toEqual([]);
    expect((await membersOf(comets.regId, comets.token)).json().data).toEqual([
      expect.objectContaining({ regId: ada, status: 'active', statusMessage: '' }),
    ]);
  });

  it('answers 404 and changes nothing for another group’s member, an unknown regId, a group or a student without one', async () => {
    await start();
    const rockets = await groupOf('mae@example.com', 'Rockets');
    const comets = await groupOf('katherine@example.com', 'Comets');
    const ada = await joins(rockets.regId, 'ada@example.com');
    const solo = await joins('', 'solo@example.com', { isInGroup: '0', groupCode: '' });
    const unverified = await signInAs(app, identity('mae@example.com', { emailVerified: false, subject: 'sub-2' }));
    const body = (regId: string) => ({ regId, status: 'pending-removal', statusMessage: 'Please remove' });
    for (const response of [
      await askRemoval(comets.token, body(ada)),
      await askRemoval(unverified.accessToken, body(ada)),
      await askRemoval(rockets.token, body('AAAAAAAAAAAAAAAAAAAAAA')),
      await askRemoval(rockets.token, body(rockets.regId)),
      await askRemoval(rockets.token, body(solo)),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await app.store.get(ada))!.memberStatus).toBeNull();
    expect((await app.store.get(solo))!.memberStatus).toBeNull();
    expect((await membersOf(rockets.regId, rockets.token)).json().data[0]).toMatchObject({ status: 'active' });
    expect((await mails()).filter((mail) => mail.headers.get('subject')?.startsWith('Removal'))).toHaveLength(0);
    const anonymous = await app.inject({ method: 'PUT', url: '/api/registration-status', payload: body(ada) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 400 from the schema for an empty reason, another status or an operator, changing nothing', async () => {
    await start();
    const group = await groupOf('mae@example.com', 'Rockets');
    const ada = await joins(group.regId, 'ada@example.com');
    // Another status was sent: not "required" (qa27a), but what a leader can ask.
    const leaderOnly = REMOVAL_REQUEST_ONLY;
    for (const [payload, field, message] of [
      [{ regId: ada, status: 'pending-removal', statusMessage: '   ' }, 'statusMessage', MESSAGES.required],
      [{ regId: ada, status: 'pending-removal' }, 'statusMessage', MESSAGES.required],
      [{ regId: ada, statusMessage: 'Gone' }, 'status', MESSAGES.required],
      [{ regId: ada, status: 'active', statusMessage: 'Back again' }, 'status', leaderOnly],
      [{ regId: ada, status: 'removed', statusMessage: 'Gone' }, 'status', leaderOnly],
      [{ regId: { $ne: '' }, status: 'pending-removal', statusMessage: 'x' }, 'regId', MESSAGES.required],
    ] as const) {
      const response = await askRemoval(group.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_FAILED', issues: [{ field, message }] });
    }
    expect((await app.store.get(ada))!.memberStatus).toBeNull();
  });
});

describe('the leader hears when a student is no longer in the group', () => {
  const subjects = async (to: string) =>
    (await mails())
      .filter((mail) => String(mail.headers.get('to')) === to)
      .map((mail) => String(mail.headers.get('subject')));

  it('mails the leader when a member edits the registration out of the group, or cancels it; not on other edits', async () => {
    await start();
    const group = await groupOf('mae@example.com', 'Rockets');
    const ada = await joins(group.regId, 'ada@example.com');
    const grace = await joins(group.regId, 'grace.h@example.com', { firstName: 'Grace', lastName: 'Hopper' });
    const { email: _e, confirmEmail: _c, ...edit } = msIndividual();
    const inGroup = { isInGroup: '1', groupId: group.regId, groupCode: msGroup().groupCode };
    const asAda = bearer((await signInAs(app, identity('ada@example.com'))).accessToken);
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: `/api/ms-ind-reg/${ada}`, headers: asAda, payload });

    // Saved again, still in the group: the leader hears nothing.
    expect((await put({ ...edit, ...inGroup })).json().code).toBe(0);
    expect(await subjects('mae@example.com')).toEqual(['Your group is registered for the STEM Career Day']);

    // Out of the group by an edit.
    expect((await put({ ...edit, isInGroup: '0', groupId: '', groupCode: '' })).json().code).toBe(0);
    expect(await subjects('mae@example.com')).toContain('STEM Career Day: Ada Lovelace left your group “Rockets”');
    const left = (await mails()).find((mail) => String(mail.headers.get('subject')).includes('left your group'))!;
    expect(textOf(left)).toContain(
      'Ada Lovelace is no longer in your group “Rockets”: the student’s registration was changed to leave the group.',
    );
    // The link logs the leader in straight to the group's members.
    expect(textOf(left)).toContain(
      `${TEST_SITE}/auth/login?returnTo=${encodeURIComponent(`/ms-group-reg-edit?regId=${group.regId}#members`)}`,
    );
    // Nothing of the student's contacts goes to the leader.
    expect(textOf(left)).not.toContain('ada@example.com');

    // A member who cancels: the leader hears it, with the deletion.
    const asGrace = bearer((await signInAs(app, identity('grace.h@example.com'))).accessToken);
    const cancelled = await app.inject({ method: 'DELETE', url: `/api/registrations/${grace}`, headers: asGrace });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await subjects('mae@example.com')).toContain(
      'STEM Career Day: Grace Hopper cancelled and is no longer in your group “Rockets”',
    );
    expect(await subjects('mae@example.com')).toHaveLength(3);
  });
});
