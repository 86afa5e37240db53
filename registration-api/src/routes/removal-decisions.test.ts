import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { GroupMember, RemovalRequest, StaffRegistrationList } from '@stem/shared';
import type { MimePart } from '../test-support/parse-eml.ts';
import { TEST_SITE, textOf } from '../test-support/registration-test-app.ts';
import { COORDINATOR, headersOf, registerThrough, startStaffApp } from '../test-support/staff-fixtures.ts';
import { msGroup, msIndividual } from '../test-support/student-fixtures.ts';

let app: FastifyInstance;
let mails: () => Promise<MimePart[]>;
afterEach(async () => {
  await app?.close();
});

/**
 * A group of Mae's with Ada (whose consent the school is to send) and Bo (signed on the form), and Mae's
 * request to remove each of them.
 */
async function groupWithTwoRequests() {
  ({ app, mails } = await startStaffApp({ env: { RATE_LIMIT_CREATES: '100/1m' } }));
  const group = await registerThrough(app, '/api/ms-group-reg', msGroup('mae@example.com', 'Rockets'));
  const member = (email: string, firstName: string) => ({
    ...msIndividual(email),
    firstName,
    isInGroup: '1',
    groupId: group,
    groupCode: msGroup().groupCode,
  });
  const ada = await registerThrough(app, '/api/ms-ind-reg', {
    ...member('ada@example.com', 'Ada'),
    consentWillBeSubmittedBySchool: '1',
    isParentPresent: '0',
    stemDayConsent: {},
  });
  const bo = await registerThrough(app, '/api/ms-ind-reg', member('bo@example.com', 'Bo'));
  const leader = await headersOf(app, 'mae@example.com');
  for (const [regId, statusMessage] of [
    [ada, 'Moved to another school'],
    [bo, 'Asked twice by mistake'],
  ]) {
    const asked = await app.inject({
      method: 'PUT',
      url: '/api/registration-status',
      headers: leader,
      payload: { regId, status: 'pending-removal', statusMessage },
    });
    expect(asked.statusCode, asked.body).toBe(200);
  }
  return { group, ada, bo, leader, staff: await headersOf(app, COORDINATOR) };
}

const subjects = async (to: string) =>
  (await mails())
    .filter((mail) => String(mail.headers.get('to')).split(', ').includes(to))
    .map((mail) => String(mail.headers.get('subject')));

describe('the organisers answer a group leader’s removal requests', () => {
  it('lists the requests waiting, removes one student from the group and keeps the other, mailing leader and family', async () => {
    const { group, ada, bo, leader, staff } = await groupWithTwoRequests();
    const waiting = await app.inject({ url: '/api/staff/removals', headers: staff });
    expect(waiting.json<{ data: RemovalRequest[] }>().data).toEqual([
      {
        regId: ada,
        studentName: 'Ada Lovelace',
        groupName: 'Rockets',
        leaderName: 'Mae Jemison',
        leaderEmail: 'mae@example.com',
        reason: 'Moved to another school',
        requestedAt: expect.any(String),
      },
      expect.objectContaining({ regId: bo, studentName: 'Bo Lovelace', reason: 'Asked twice by mistake' }),
    ]);

    // The desk's list says each one's status in words while they are in the group.
    const statusOf = async (regId: string) => {
      const list = (await app.inject({ url: '/api/staff/registrations?regType=MSIND', headers: staff })).json<{
        data: StaffRegistrationList;
      }>().data;
      const column = list.columns.findIndex((one) => one.key === 'groupMemberStatus.status');
      return column === -1 ? '' : list.rows.find((row) => row.regId === regId)!.cells[column];
    };
    expect(await statusOf(ada)).toBe('Pending Removal');

    const removed = await app.inject({ method: 'POST', url: `/api/staff/removals/${ada}/remove`, headers: staff });
    expect(removed.json(), removed.body).toEqual({ code: 0, message: '' });
    const kept = await app.inject({ method: 'POST', url: `/api/staff/removals/${bo}/keep`, headers: staff });
    expect(kept.json().code).toBe(0);

    // Out of the group, Ada has no group status on the desk (it read "active" beside an empty group); Bo's is.
    expect(await statusOf(ada)).toBe('');
    expect(await statusOf(bo)).toBe('Active');
    // Ada keeps her registration, without the group; Bo is a member again; nothing waits.
    expect((await app.store.get(ada))!.data).toMatchObject({ isInGroup: '0', groupId: '', groupCode: '' });
    const members = await app.inject({ url: `/api/ms-group-reg/${group}/members`, headers: leader });
    expect(members.json<{ data: GroupMember[] }>().data).toEqual([
      expect.objectContaining({ regId: bo, status: 'active', statusMessage: '' }),
    ]);
    expect((await app.inject({ url: '/api/staff/removals', headers: staff })).json().data).toEqual([]);
    const student = await headersOf(app, 'ada@example.com');
    const own = (await app.inject({ url: '/api/user-registrations', headers: student })).json().data;
    expect(own.registrations[0]).not.toHaveProperty('groupRemovalRequested');

    // The leader and each family are told which way it went.
    expect(await subjects('mae@example.com')).toEqual(
      expect.arrayContaining([
        'Ada Lovelace was removed from your STEM Career Day group',
        'Bo Lovelace stays in your STEM Career Day group',
      ]),
    );
    // The leader's mails link straight to the group's members.
    const toLeader = (await mails()).find(
      (mail) => mail.headers.get('subject') === 'Ada Lovelace was removed from your STEM Career Day group',
    )!;
    expect(textOf(toLeader)).toContain(
      `${TEST_SITE}/auth/login?returnTo=${encodeURIComponent(`/ms-group-reg-edit?regId=${group}#members`)}`,
    );
    const parent = msIndividual('ada@example.com').parentGuardian.email;
    expect(await subjects(parent)).toContain(
      'Ada Lovelace was removed from the group “Rockets” for the STEM Career Day',
    );
    expect(await subjects('bo@example.com')).toContain(
      'Bo Lovelace stays in the group “Rockets” for the STEM Career Day',
    );
    const toAda = (await mails()).find((mail) =>
      String(mail.headers.get('subject')).startsWith('Ada Lovelace was removed from the group'),
    )!;
    expect(textOf(toAda)).toContain(
      'The registration of Ada Lovelace stays: Ada is now registered for the Middle School STEM Career Day without a group.',
    );
    expect(textOf(toAda)).toContain(`${TEST_SITE}/auth/login?returnTo=/multiple`);
    // Where to cancel, for a family whose student will not come without the group.
    expect(textOf(toAda)).toContain('or to cancel the registration if Ada will not come without the group');
    // The school was to send Ada's consent: out of its group, it may not, and the family can sign it online.
    expect(textOf(toAda)).toMatch(/Without the group, the school may no longer send it[\s\S]*consent-form-ms/);

    // A second answer to a request already answered changes nothing; an unknown student is not found.
    const again = await app.inject({ method: 'POST', url: `/api/staff/removals/${bo}/remove`, headers: staff });
    expect(again.statusCode).toBe(409);
    // The second tab hears which way it went.
    expect(again.json().message).toBe(
      'No removal request is waiting for this student: the student was kept in the group.',
    );
    const removedAgain = await app.inject({ method: 'POST', url: `/api/staff/removals/${ada}/keep`, headers: staff });
    expect(removedAgain.json().message).toBe(
      'No removal request is waiting for this student: the student is no longer in that group.',
    );
    expect((await app.store.get(bo))!.data).toMatchObject({ groupId: group });
    const nobody = await app.inject({ method: 'POST', url: '/api/staff/removals/nobody-here/keep', headers: staff });
    expect(nobody.statusCode).toBe(404);
    const wrong = await app.inject({ method: 'POST', url: `/api/staff/removals/${bo}/maybe`, headers: staff });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('must be remove or keep');

    // The audit says what was decided, never whom.
    const actions = (await app.store.listAudit(10)).map((line) => `${line.action} ${line.target} ${line.count}`);
    expect(actions).toEqual(
      expect.arrayContaining(['removal-remove MSIND 1', 'removal-keep MSIND 1', 'removals MSIND 2']),
    );
  });

  it('does not list a request while the student is out of the group, and lists it again once the student rejoins', async () => {
    const { group, ada, leader, staff } = await groupWithTwoRequests();
    const student = await headersOf(app, 'ada@example.com');
    const { email: _e, confirmEmail: _c, ...edit } = msIndividual();
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/ms-ind-reg/${ada}`,
      headers: student,
      payload: { ...edit, isInGroup: '0' },
    });
    expect(edited.json().code, edited.body).toBe(0);
    // The family is told the student is no longer in a group (the update mail said nothing of it).
    const updated = (await mails()).find(
      (mail) =>
        mail.headers.get('subject') === 'The STEM Career Day registration of Ada Lovelace was updated' &&
        String(mail.headers.get('to')).startsWith('ada@'),
    );
    expect(textOf(updated!)).toContain('Ada is no longer in a group: the registration stays, without a group.');
    const waiting = (await app.inject({ url: '/api/staff/removals', headers: staff })).json<{
      data: RemovalRequest[];
    }>();
    expect(waiting.data.map((request) => request.studentName)).toEqual(['Bo Lovelace']);
    const late = await app.inject({ method: 'POST', url: `/api/staff/removals/${ada}/remove`, headers: staff });
    expect(late.statusCode).toBe(409);
    // Back in the same group with the code: under the leader's request again, not an active member (leaving
    // and rejoining is no way round the leader; SPEC §4 shows no reversal of a pending removal).
    const rejoined = await app.inject({
      method: 'PUT',
      url: `/api/ms-ind-reg/${ada}`,
      headers: student,
      payload: { ...edit, isInGroup: '1', groupId: group, groupCode: msGroup().groupCode },
    });
    expect(rejoined.json().code, rejoined.body).toBe(0);
    const members = await app.inject({ url: `/api/ms-group-reg/${group}/members`, headers: leader });
    expect(members.json<{ data: GroupMember[] }>().data).toContainEqual(
      expect.objectContaining({ regId: ada, status: 'pending-removal', statusMessage: 'Moved to another school' }),
    );
    const again = (await app.inject({ url: '/api/staff/removals', headers: staff })).json<{ data: RemovalRequest[] }>();
    expect(again.data.map((request) => request.studentName).sort()).toEqual(['Ada Lovelace', 'Bo Lovelace']);
  });
});
