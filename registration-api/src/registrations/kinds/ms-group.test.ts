import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { msGroupRegistration } from '@stem/shared';
import { DEMO_GROUP } from '../../groups/group-directory.ts';
import { SEEDED_SETTINGS } from '../../test-support/cms-stand-in.ts';
import type { MimePart } from '../../test-support/parse-eml.ts';
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
import { msGroup, msIndividual, solvedCaptcha } from '../../test-support/student-fixtures.ts';
import { DUPLICATE_GROUP_LEADER_MESSAGE, GROUP_NAME_TAKEN_MESSAGE } from './ms-group.ts';

const NAME_TAKEN = { code: -3, message: GROUP_NAME_TAKEN_MESSAGE, field: 'groupName' };

let app: FastifyInstance;
let mails: () => Promise<MimePart[]>;
afterEach(async () => {
  await app?.close();
});

async function start(options: RegistrationAppOptions = {}) {
  ({ app, mails } = await startSignedInApp(options));
}

const post = async (payload: object) => app.inject({ method: 'POST', url: '/api/ms-group-reg', payload });
const withCaptcha = async (payload: object) => ({ ...payload, gResponse: await solvedCaptcha(app) });
/** The demo group is seeded (SEED_DEMO_GROUPS=true): the groups a test created are the others. */
const createdGroups = async () =>
  (await app.store.listByType('MSGROUP')).filter((group) => group.email !== DEMO_GROUP.email);

/** Creates a group through the API and answers its regId. */
async function created(email = 'mae@example.com', groupName = 'Rockets') {
  const answer = (await post(await withCaptcha(msGroup(email, groupName)))).json();
  expect(answer.code).toBe(0);
  return answer.data.regId as string;
}

/** The group's edit form: the create fields without the owner's email and its confirmation. */
const editOf = (groupName = 'Rockets') => {
  const { email: _email, confirmEmail: _confirm, ...edit } = msGroup('mae@example.com', groupName);
  return edit;
};

const put = (regId: string, token: string, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/ms-group-reg/${regId}`, headers: bearer(token), payload });

describe('POST /api/ms-group-reg', () => {
  it('stores the group owned by the leader email, without the confirmation or the captcha token', async () => {
    await start();
    const response = await post(await withCaptcha(msGroup()));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ code: 0, message: '', data: { regId: expect.any(String) } });
    const registration = await app.store.get(body.data.regId);
    expect(registration).toMatchObject({ regType: 'MSGROUP', email: 'mae@example.com', memberStatus: null });
    const { confirmEmail: _confirm, ...expected } = msGroup();
    expect(registration!.data).toEqual(expected);
  });

  it('lists the group by name but never its code; only its leader reads the code back', async () => {
    await start();
    const regId = await created();
    const list = await app.inject('/api/middle-school-groups');
    expect(list.json().data).toEqual(
      expect.arrayContaining([
        { id: regId, groupName: 'Rockets' },
        { id: expect.any(String), groupName: DEMO_GROUP.groupName },
      ]),
    );
    expect(list.body).not.toContain('Lift-Off-7');
    expect(list.body).not.toContain(DEMO_GROUP.groupCode);

    const leader = await signInAs(app, identity('mae@example.com'));
    const own = await app.inject({ url: `/api/registrations/${regId}`, headers: bearer(leader.accessToken) });
    expect(own.json().data).toMatchObject({ regId, regType: 'MSGROUP', groupCode: 'Lift-Off-7' });
    const other = await signInAs(app, identity('grace@example.com'));
    const foreign = await app.inject({ url: `/api/registrations/${regId}`, headers: bearer(other.accessToken) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Lift-Off-7');
  });

  it('mails the leader the group name and code, the four instructions, the log-in link and the middle school day', async () => {
    await start();
    await created();
    const [mail, ...more] = await mails();
    expect(more).toHaveLength(0);
    expect(mail!.headers.get('to')).toBe('mae@example.com');
    expect(mail!.headers.get('subject')).toBe('Your group is registered for the STEM Career Day');
    const text = textOf(mail!);
    for (const line of [
      'Group name: Rockets',
      'Group code: Lift-Off-7',
      'Share the group name and the group code with your students.',
      'Students register with a parent or guardian present.',
      'Log in to see your group members and their status.',
      'Students appear in your group only after they enter the group name and code when they register.',
      `${TEST_SITE}/auth/login?returnTo=/multiple`,
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toContain('Date: Saturday, April 25, 2026');
    expect(icsOf(mail!)).toContain('DTSTART:20260425T114500Z');
    expect(icsOf(mail!)).toContain('DTEND:20260425T183000Z');
    expect(icsOf(mail!)).toContain('SUMMARY:Middle School STEM Career Day');
  });

  it('answers -3 on groupName for a name another group has, in any case or spacing, storing nothing', async () => {
    await start();
    await created('mae@example.com', 'Blue Rockets');
    for (const [email, name] of [
      ['grace@example.com', 'blue rockets'],
      ['ada@example.com', '  BLUE   Rockets '],
      ['alan@example.com', DEMO_GROUP.groupName.toUpperCase()],
    ] as const) {
      const answer = await post(await withCaptcha(msGroup(email, name)));
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(NAME_TAKEN);
    }
    expect(await createdGroups()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  it('stores exactly one of 20 groups with the same name sent at once; the rest get -3', async () => {
    await start({ env: { RATE_LIMIT_CREATES: '100/1m' } });
    const bodies = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        withCaptcha(msGroup(`leader${i}@example.com`, i % 2 ? 'Comets' : 'comets ')),
      ),
    );
    const answers = await Promise.all(bodies.map((body) => post(body)));
    const codes = answers.map((answer) => answer.json().code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === -3)).toHaveLength(19);
    expect(await createdGroups()).toHaveLength(1);
  });

  it('answers -2 on the email field for a second group of the same leader email (any case)', async () => {
    await start();
    await created();
    const again = await post(await withCaptcha(msGroup(' MAE@Example.com', 'Comets')));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ code: -2, message: DUPLICATE_GROUP_LEADER_MESSAGE, field: 'email' });
    expect(await createdGroups()).toHaveLength(1);
  });

  it('refuses with -1 (HTTP 403) and stores nothing while msGroupOpen is off', async () => {
    await start({ settings: { ...SEEDED_SETTINGS, msGroupOpen: false } });
    expectRefusal(await post(await withCaptcha(msGroup())), CLOSED);
    expect(await createdGroups()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });

  it('answers -4 (HTTP 400) for a missing, empty or replayed captcha, and stores nothing', async () => {
    await start();
    const token = await solvedCaptcha(app);
    expect((await post({ ...msGroup('first@example.com', 'First'), gResponse: token })).json().code).toBe(0);
    for (const payload of [msGroup(), { ...msGroup(), gResponse: '' }, { ...msGroup(), gResponse: token }]) {
      expectRefusal(await post(payload), CAPTCHA_FAILED);
    }
    expect(await createdGroups()).toHaveLength(1);
  });

  it('answers 400 naming each invalid field with SPEC’s message', async () => {
    await start();
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error: 'VALIDATION_FAILED',
      // SPEC §8's -2 on the first invalid field, with its message.
      code: -2,
      field: empty.json().issues[0].field,
      message: 'This field is required',
      issues: expect.arrayContaining(
        [
          'groupName',
          'groupCode',
          'schoolId',
          'firstName',
          'lastName',
          'email',
          'phone',
          'lunchId',
          'tShirtSizeId',
        ].map((field) => ({ field, message: 'This field is required' })),
      ),
      requestId: empty.headers['x-request-id'],
    });
    const other = await post(await withCaptcha({ ...msGroup(), schoolId: 'other' }));
    expect(other.json().issues).toEqual([{ field: 'otherSchoolName', message: 'This field is required' }]);
    const badEmail = await post(await withCaptcha({ ...msGroup(), email: 'x', confirmEmail: 'x' }));
    expect(badEmail.json().issues).toEqual([{ field: 'email', message: 'Address is not valid' }]);
    const mismatch = await post(await withCaptcha({ ...msGroup(), confirmEmail: 'other@example.com' }));
    expect(mismatch.json().issues).toEqual([
      { field: 'confirmEmail', message: "Email confirmation doesn't match to email" },
    ]);
    expect(await createdGroups()).toHaveLength(0);
  });

  it('lets a student join a created group with its code only (case sensitive)', async () => {
    await start();
    const groupId = await created();
    const join = async (groupCode: string, email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/ms-ind-reg',
        payload: await withCaptcha({ ...msIndividual(email), isInGroup: '1', groupId, groupCode }),
      });
    expect((await join('lift-off-7', 'ada@example.com')).json()).toMatchObject({ code: -2, field: 'groupCode' });
    expect((await join('Lift-Off-7', 'ada@example.com')).json()).toMatchObject({ code: 0 });
    expect((await app.store.listByType('MSIND'))[0]!.data).toMatchObject({ groupId, groupCode: 'Lift-Off-7' });
  });

  it('seeds the demo group as a normal group: valid for the group form, holding its name', async () => {
    await start();
    const [demo] = await app.store.listByOwner(DEMO_GROUP.email);
    expect(demo).toMatchObject({ regType: 'MSGROUP', data: { groupName: DEMO_GROUP.groupName } });
    expect(v.safeParse(msGroupRegistration.edit, demo!.data).success).toBe(true);
    expect((await post(await withCaptcha(msGroup('mae@example.com', ' demo GROUP')))).json()).toEqual(NAME_TAKEN);
  });
});

describe('PUT /api/ms-group-reg/{regId}', () => {
  it('lets the leader rename the group and change the code; the email stays; an update mail follows', async () => {
    await start();
    const regId = await created();
    const { accessToken } = await signInAs(app, identity('mae@example.com'));
    const answer = await put(regId, accessToken, {
      ...editOf('Red Rockets'),
      groupCode: 'Orbit-8',
      email: 'mallory@example.com',
    });
    expect(answer.json()).toEqual({ code: 0, message: '', data: { regId } });
    expect(await app.store.get(regId)).toMatchObject({
      email: 'mae@example.com',
      data: { groupName: 'Red Rockets', groupCode: 'Orbit-8', email: 'mae@example.com' },
    });
    const update = (await mails()).find(
      (mail) => mail.headers.get('subject') === 'Your STEM Career Day group registration was updated',
    );
    expect(update!.headers.get('to')).toBe('mae@example.com');
    expect(textOf(update!)).toContain('Group name: Red Rockets');
    expect(textOf(update!)).toContain('Group code: Orbit-8');
    expect(textOf(update!)).toContain(`${TEST_SITE}/auth/login?returnTo=/multiple`);
    // The old name is free again.
    expect((await post(await withCaptcha(msGroup('grace@example.com', 'rockets')))).json().code).toBe(0);
  });

  it('keeps its own name in another case or spacing, and answers -3 for a name another group has', async () => {
    await start();
    const rockets = await created('mae@example.com', 'Rockets');
    const comets = await created('grace@example.com', 'Comets');
    const mae = await signInAs(app, identity('mae@example.com'));
    const grace = await signInAs(app, identity('grace@example.com'));

    expect((await put(rockets, mae.accessToken, editOf(' ROCKETS '))).json().code).toBe(0);
    expect((await app.store.get(rockets))!.data.groupName).toBe('ROCKETS');

    const taken = await put(comets, grace.accessToken, { ...editOf('rockets'), firstName: 'Grace' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(NAME_TAKEN);
    expect((await app.store.get(comets))!.data).toMatchObject({ groupName: 'Comets', firstName: 'Mae' });
  });

  it('answers another leader’s group and an MSIND regId exactly like a missing registration', async () => {
    await start();
    const regId = await created();
    const { regId: studentRegId } = await app.store.insert({
      regType: 'MSIND',
      email: 'mae@example.com',
      data: msIndividual('mae@example.com'),
    });
    const grace = await signInAs(app, identity('grace@example.com'));
    const mae = await signInAs(app, identity('mae@example.com'));
    for (const answer of [
      await put(regId, grace.accessToken, editOf('Grace’s group')),
      await put('AAAAAAAAAAAAAAAAAAAAAA', mae.accessToken, editOf()),
      await put(studentRegId, mae.accessToken, editOf()),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: 'NOT_FOUND', message: 'Not found', requestId: expect.any(String) });
    }
    expect((await app.store.get(regId))!.data.groupName).toBe('Rockets');
  });
});
