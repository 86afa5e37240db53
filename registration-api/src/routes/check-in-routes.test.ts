import type { FastifyInstance } from 'fastify';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CHECK_IN_TOKEN_FORMAT,
  type CheckInAction,
  type CheckInAnswer,
  type CheckInLookup,
  type CheckInPerson,
  type CheckInRequest,
  type Headcounts,
  type StaffRegistrationList,
} from '@stem/shared';
import { companyRegistrationBody } from '../test-support/company-fixtures.ts';
import { fileAndConfirmDayOfConsent } from '../test-support/day-of-consent-fixtures.ts';
import { leafParts, type MimePart } from '../test-support/parse-eml.ts';
import { textOf } from '../test-support/registration-test-app.ts';
import {
  COORDINATOR,
  headersOf,
  personalValuesOf,
  registerThrough,
  startStaffApp,
} from '../test-support/staff-fixtures.ts';
import { hsChaperone, hsIndividual, msGroup, msIndividual } from '../test-support/student-fixtures.ts';

// jsqr is CommonJS whose module.exports is the function; its types describe an ES default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

let app: FastifyInstance;
let mails: () => Promise<MimePart[]>;
afterEach(async () => {
  await app?.close();
});

async function start() {
  ({ app, mails } = await startStaffApp({ env: { RATE_LIMIT_CREATES: '100/1m' } }));
}

const create = (url: string, payload: object) => registerThrough(app, url, payload);

const mailTo = async (address: string) =>
  (await mails()).filter((mail) => String(mail.headers.get('to')).includes(address));

/** The QR code attached to a mail, read as a phone would read it: the PNG decoded, the code found in its pixels. */
function qrCodeOf(mail: MimePart): string | null {
  const image = leafParts(mail).find((part) => part.type === 'image/png');
  if (!image) return null;
  // Named by its person, so a family's codes saved side by side are told apart.
  expect(image.headers.get('content-disposition')).toMatch(/attachment; filename=check-in-qr-[a-z]+-[a-z]+\.png/);
  const png = PNG.sync.read(image.bytes);
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** The desk's first middle school group row, as a reader of one column at a time. */
async function firstGroupRow(staff: Record<string, string>) {
  const groups = (await app.inject({ url: '/api/staff/registrations?regType=MSGROUP', headers: staff })).json<{
    data: StaffRegistrationList;
  }>().data;
  return (label: string) => groups.rows[0]!.cells[groups.columns.findIndex((c) => c.label === label)];
}

const checkInAt = (regId: string, id: string, action: CheckInAction = 'in', at = new Date()): CheckInRequest => ({
  id,
  regId,
  action,
  at: at.toISOString(),
});

describe('the check-in QR code in confirmations', () => {
  it('gives every registration that attends a day a signed code of no personal data, the same in every mail', async () => {
    await start();
    const ada = await create('/api/ms-ind-reg', msIndividual('ada@example.com'));
    await create('/api/hs-ind-reg', hsIndividual('hs@example.com'));
    const katherine = await create('/api/hs-chaperone-reg', hsChaperone('chaperone@example.com'));
    await create('/api/ms-group-reg', msGroup('mae@example.com'));
    await create('/api/company-reg', companyRegistrationBody());
    expect((await fileAndConfirmDayOfConsent(app, mails, 'HSDAYOFCONSENT', 'hs@example.com')).json()).toMatchObject({
      code: 0,
    });
    const staff = await headersOf(app, COORDINATOR);

    const codes = new Map<string, string>();
    for (const address of ['ada@example.com', 'hs@example.com', 'chaperone@example.com', 'mae@example.com']) {
      const [confirmation] = (await mailTo(address)).filter((mail) =>
        /Thank you|registered/.test(String(mail.headers.get('subject'))),
      );
      const code = qrCodeOf(confirmation!);
      expect(code, address).toMatch(CHECK_IN_TOKEN_FORMAT);
      expect(textOf(confirmation!)).toMatch(
        /show the QR code attached to this email \(check-in-qr-[a-z]+-[a-z]+\.png\)/,
      );
      codes.set(address, code!);
    }
    expect(new Set(codes.values()).size).toBe(4);
    // The company's contact comes to both days: its confirmation carries one too.
    const company = companyRegistrationBody();
    const companyConfirmations = (await mailTo(company.email)).filter((mail) =>
      /Thank you/.test(String(mail.headers.get('subject'))),
    );
    const companyCodes = new Set(companyConfirmations.map(qrCodeOf));
    expect([...companyCodes]).toEqual([expect.stringMatching(CHECK_IN_TOKEN_FORMAT)]);
    // A day-of consent is the student's paper, not a ticket: no code.
    const consentMails = (await mails()).filter((mail) => /day-of consent/.test(String(mail.headers.get('subject'))));
    expect(consentMails).not.toEqual([]);
    for (const mail of consentMails) expect(qrCodeOf(mail)).toBeNull();

    // An edit's confirmation carries the same code: the first mail's still works.
    const { email: _email, confirmEmail: _confirm, ...edit } = hsChaperone('chaperone@example.com');
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/hs-chaperone-reg/${katherine}`,
      headers: await headersOf(app, 'chaperone@example.com'),
      payload: { ...edit, phone: '330-555-0199' },
    });
    expect(edited.json().code, edited.body).toBe(0);
    const updated = (await mailTo('chaperone@example.com')).find((mail) =>
      /updated/.test(String(mail.headers.get('subject'))),
    );
    expect(qrCodeOf(updated!)).toBe(codes.get('chaperone@example.com'));

    // The code names nobody: no name, email or id of the registration is in it.
    const stored = (await app.store.get(ada))!;
    for (const value of personalValuesOf(stored)) expect(codes.get('ada@example.com')).not.toContain(value);

    // It opens the person at the check-in desk.
    const looked = await app.inject({
      url: `/api/staff/check-in?token=${encodeURIComponent(codes.get('ada@example.com')!)}`,
      headers: staff,
    });
    expect(looked.statusCode, looked.body).toBe(200);
    expect(looked.json<{ data: CheckInLookup }>().data.person).toMatchObject({
      regId: ada,
      regType: 'MSIND',
      kindLabel: 'Middle school student',
      name: 'Ada Lovelace',
      events: ['middle-school'],
      consentState: 'signed',
      checkedInAt: null,
      checkedOutAt: null,
    });
  });
});

describe('check-in on the day', () => {
  it('names a student’s group and its leader, so a student who arrives alone is sent to them', async () => {
    await start();
    const staff = await headersOf(app, COORDINATOR);
    const group = await create('/api/ms-group-reg', msGroup('mae@example.com'));
    const ada = await create('/api/ms-ind-reg', {
      ...msIndividual('ada@example.com'),
      isInGroup: '1',
      groupId: group,
      groupCode: 'Lift-Off-7',
    });
    const solo = await create('/api/ms-ind-reg', msIndividual('solo@example.com'));
    const detailOf = async (regId: string) =>
      (
        await app.inject({ url: `/api/staff/check-in?token=${app.checkInTokens.tokenOf(regId)}`, headers: staff })
      ).json<{ data: CheckInLookup }>().data.person.detail;
    expect(await detailOf(ada)).toMatch(/^.+ · group “Rockets”, led by Mae Jemison$/);
    expect(await detailOf(solo)).not.toContain('group');
  });

  it('prints no bidirectional control from a name stored before they were refused: it cannot fake a standing', async () => {
    await start();
    const staff = await headersOf(app, COORDINATOR);
    // What the API refuses now, written as a registration from before that rule had left it.
    const spoof = 'Teacher\u202E ni dekcehC ✔';
    const { regId: group } = await app.store.insert({
      regType: 'MSGROUP',
      email: 'tina@example.com',
      data: { ...msGroup('tina@example.com'), lastName: spoof },
    });
    const { regId: student } = await app.store.insert({
      regType: 'MSIND',
      email: 'rory@example.com',
      data: { ...msIndividual('rory@example.com'), isInGroup: '1', groupId: group, lastName: spoof },
    });
    const lookUp = async (regId: string) =>
      (
        await app.inject({ url: `/api/staff/check-in?token=${app.checkInTokens.tokenOf(regId)}`, headers: staff })
      ).json<{ data: CheckInLookup }>().data.person;
    const { name, detail } = await lookUp(student);
    expect(detail).toContain('led by Mae Teacher ni dekcehC ✔');
    expect(`${name} ${detail}`).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/u);
    expect((await lookUp(group)).name).toBe('Mae Teacher ni dekcehC ✔');
  });

  it('lists a group leader’s students from the leader’s code and checks in the ones ticked, audited', async () => {
    await start();
    const staff = await headersOf(app, COORDINATOR);
    const group = await create('/api/ms-group-reg', msGroup('mae@example.com'));
    const member = (email: string, firstName: string) => ({
      ...msIndividual(email),
      firstName,
      isInGroup: '1',
      groupId: group,
      groupCode: 'Lift-Off-7',
    });
    const ada = await create('/api/ms-ind-reg', member('ada@example.com', 'Ada'));
    const bo = await create('/api/ms-ind-reg', {
      ...member('bo@example.com', 'Bo'),
      isParentPresent: '0',
      consentWillBeSubmittedBySchool: '1',
    });
    await create('/api/ms-ind-reg', msIndividual('solo@example.com'));
    const token = app.checkInTokens.tokenOf(group);

    const looked = await app.inject({ url: `/api/staff/check-in?token=${token}`, headers: staff });
    const { person, members } = looked.json<{ data: CheckInLookup }>().data;
    // As who she comes: the leader of her group, not "Middle school group" (qa25c).
    expect(person).toMatchObject({
      regId: group,
      kindLabel: 'Middle school group leader',
      name: 'Mae Jemison',
      detail: 'Rockets',
      consentState: null,
    });
    expect(members.map((one) => [one.name, one.consentState]).sort()).toEqual([
      ['Ada Lovelace', 'signed'],
      ['Bo Lovelace', 'school'],
    ]);
    // The teacher who forgot the code is found by name with the same students to tick.
    const byName = await app.inject({ url: '/api/staff/check-in/search?name=mae%20jemison', headers: staff });
    expect(byName.json<{ data: CheckInLookup[] }>().data).toEqual([{ person, members }]);

    // The leader and one ticked student: Bo stays behind.
    const answer = await app.inject({
      method: 'POST',
      url: '/api/staff/check-ins',
      headers: staff,
      payload: { checkIns: [checkInAt(group, 'device-check-1'), checkInAt(ada, 'device-check-2')] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { outcomes, people } = answer.json<{ data: CheckInAnswer }>().data;
    expect(outcomes).toEqual([
      { id: 'device-check-1', outcome: 'recorded' },
      { id: 'device-check-2', outcome: 'recorded' },
    ]);
    expect(people.every((one) => one.checkedInAt !== null && one.checkedOutAt === null)).toBe(true);
    const again = (await app.inject({ url: `/api/staff/check-in?token=${token}`, headers: staff })).json<{
      data: CheckInLookup;
    }>().data;
    const standing = Object.fromEntries(again.members.map((one) => [one.regId, one.checkedInAt !== null]));
    expect(standing).toEqual({ [ada]: true, [bo]: false });
    expect((await app.store.listCheckIns([ada]))[0]).toMatchObject({ by: COORDINATOR, action: 'in' });

    // Who, what and how many; never whom.
    const audit = (await app.store.listAudit(10)).map(({ actor, action, target, count }) => ({
      actor,
      action,
      target,
      count,
    }));
    expect(audit).toEqual([
      { actor: COORDINATOR, action: 'check-in-lookup', target: 'MSGROUP', count: 3 },
      { actor: COORDINATOR, action: 'check-in', target: 'MSIND', count: 1 },
      { actor: COORDINATOR, action: 'check-in', target: 'MSGROUP', count: 1 },
      { actor: COORDINATOR, action: 'check-in-search', target: 'all', count: 3 },
      { actor: COORDINATOR, action: 'check-in-lookup', target: 'MSGROUP', count: 3 },
    ]);
    const logged = JSON.stringify(await app.store.listAudit(10));
    for (const value of [group, ada, 'Mae', 'Lovelace', token]) expect(logged).not.toContain(value);

    // After the day, the desk says who came: the day's count, by kind against who registered, and a column.
    const { events } = (await app.inject({ url: '/api/staff/headcounts', headers: staff })).json<{
      data: Headcounts;
    }>().data;
    const middleSchool = events.find((event) => event.event === 'middle-school')!;
    expect(middleSchool).toMatchObject({ total: 4, checkedIn: 2 });
    const attendance = middleSchool.tables.find((table) => table.title === 'Checked in by kind')!;
    expect(attendance).toMatchObject({ columns: ['Registered', 'Checked in'], totals: false });
    expect(Object.fromEntries(attendance.rows.map((row) => [row.label, row.values]))).toEqual({
      'Middle school group': [1, 1],
      'Middle school student': [3, 1],
    });
    const list = (await app.inject({ url: '/api/staff/registrations?regType=MSIND', headers: staff })).json<{
      data: StaffRegistrationList;
    }>().data;
    const checkedIn = list.columns.findIndex((column) => column.label === 'Checked in');
    const cellOf = (regId: string) => list.rows.find((row) => row.regId === regId)!.cells[checkedIn];
    expect(cellOf(ada)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(cellOf(bo)).toBe('');

    // The group's row says how many students joined it, and who.
    const groupCell = await firstGroupRow(staff);
    expect(groupCell('Students')).toBe('2');
    expect(groupCell('Student names')).toBe('Ada Lovelace, Bo Lovelace');
  });

  it('records a check-in sent twice once, a check-out after it, and says which were of no registration', async () => {
    await start();
    const staff = await headersOf(app, COORDINATOR);
    const ada = await create('/api/ms-ind-reg', msIndividual('ada@example.com'));
    const morning = new Date(Date.now() - 3 * 3600 * 1000);
    const batch = { checkIns: [checkInAt(ada, 'offline-0001', 'in', morning), checkInAt('gone-away', 'offline-0002')] };
    const post = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/staff/check-ins', headers: staff, payload });

    const first = (await post(batch)).json<{ data: CheckInAnswer }>().data;
    expect(first.outcomes).toEqual([
      { id: 'offline-0001', outcome: 'recorded' },
      { id: 'offline-0002', outcome: 'unknown' },
    ]);
    // The phone never heard the answer and sends the same batch again when the network is back.
    const second = (await post(batch)).json<{ data: CheckInAnswer }>().data;
    expect(second.outcomes.map((one) => one.outcome)).toEqual(['duplicate', 'unknown']);
    expect(await app.store.listCheckIns([ada])).toHaveLength(1);
    expect(second.people).toEqual([expect.objectContaining({ regId: ada, checkedInAt: morning.toISOString() })]);

    const out = (await post({ checkIns: [checkInAt(ada, 'offline-0003', 'out')] })).json<{ data: CheckInAnswer }>()
      .data;
    const [person] = out.people as [CheckInPerson];
    expect(person.checkedInAt).toBe(morning.toISOString());
    expect(Date.parse(person.checkedOutAt!)).toBeGreaterThan(morning.getTime());
  });

  it('takes back a mistaken check-in with an undo, from a device whose clock runs behind, and keeps the record', async () => {
    await start();
    const staff = await headersOf(app, COORDINATOR);
    // Registered first and never checked in: the list's first row has no "Checked in".
    await create('/api/ms-ind-reg', { ...msIndividual('early@example.com'), firstName: 'Early' });
    const ada = await create('/api/ms-ind-reg', msIndividual('ada@example.com'));
    const bo = await create('/api/ms-ind-reg', { ...msIndividual('bo@example.com'), firstName: 'Bo' });
    const post = async (...checkIns: CheckInRequest[]) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/staff/check-ins',
        headers: staff,
        payload: { checkIns },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ data: CheckInAnswer }>().data;
    };
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

    // Bo was scanned instead of Ada; the other phone's clock is two minutes behind the first one's.
    await post(checkInAt(bo, 'phone-a-0001', 'in', minutesAgo(1)));
    const undone = await post(checkInAt(bo, 'phone-b-0001', 'undo', minutesAgo(3)));
    expect(undone.people).toEqual([expect.objectContaining({ regId: bo, checkedInAt: null, checkedOutAt: null })]);
    // Both are kept, the undo after the check-in it took back.
    expect((await app.store.listCheckIns([bo])).map((record) => record.action)).toEqual(['in', 'undo']);

    // An undo takes back the latest check-in only (with a check-out after it): Ada came in the morning.
    const morning = minutesAgo(120);
    const left = minutesAgo(60);
    await post(checkInAt(ada, 'phone-a-0002', 'in', morning), checkInAt(ada, 'phone-a-0003', 'out', left));
    const again = await post(
      checkInAt(ada, 'phone-a-0004', 'in', minutesAgo(2)),
      checkInAt(ada, 'phone-a-0005', 'undo'),
    );
    expect(again.people).toEqual([
      expect.objectContaining({ checkedInAt: morning.toISOString(), checkedOutAt: left.toISOString() }),
    ]);

    // The desk counts Ada, not Bo, and the audit says what was done.
    const { events } = (await app.inject({ url: '/api/staff/headcounts', headers: staff })).json<{
      data: Headcounts;
    }>().data;
    expect(events.find((event) => event.event === 'middle-school')).toMatchObject({ total: 3, checkedIn: 1 });
    const list = (await app.inject({ url: '/api/staff/registrations?regType=MSIND', headers: staff })).json<{
      data: StaffRegistrationList;
    }>().data;
    const checkedIn = list.columns.findIndex((column) => column.label === 'Checked in');
    // Among the store's facts, after the email, where the desk's table shows it, whoever comes first.
    expect(list.columns.slice(0, 5).map((column) => column.label)).toEqual([
      'Registration id',
      'Registered',
      'Last change',
      'Email (owner)',
      'Checked in',
    ]);
    expect(list.rows.find((row) => row.regId === bo)!.cells[checkedIn]).toBe('');
    expect(list.rows.find((row) => row.regId === ada)!.cells[checkedIn]).not.toBe('');
    expect((await app.store.listAudit(10)).map((line) => line.action)).toContain('check-undo');
  });

  it('tells the second phone that checks a student in (or out) that she was in (or out) already, and one undo takes her out (qa25c)', async () => {
    await start();
    const staff = await headersOf(app, COORDINATOR);
    const amara = await create('/api/ms-ind-reg', msIndividual('amara@example.com'));
    const post = async (...checkIns: CheckInRequest[]) =>
      (await app.inject({ method: 'POST', url: '/api/staff/check-ins', headers: staff, payload: { checkIns } })).json<{
        data: CheckInAnswer;
      }>().data;
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

    const first = minutesAgo(3);
    expect((await post(checkInAt(amara, 'phone-a-0001', 'in', first))).outcomes[0]!.outcome).toBe('recorded');
    // The second phone's card was found before: it still offered Check in.
    const second = await post(checkInAt(amara, 'phone-b-0001', 'in', minutesAgo(2)));
    expect(second.outcomes).toEqual([{ id: 'phone-b-0001', outcome: 'already' }]);
    expect(second.people).toEqual([expect.objectContaining({ regId: amara, checkedInAt: first.toISOString() })]);
    // The first phone thinks its own check-in was the mistake: one undo, and she is not in.
    const undone = await post(checkInAt(amara, 'phone-a-0002', 'undo'));
    expect(undone.people).toEqual([expect.objectContaining({ checkedInAt: null, checkedOutAt: null })]);
    // In again after the undo is news again.
    expect((await post(checkInAt(amara, 'phone-b-0002', 'in'))).outcomes[0]!.outcome).toBe('recorded');
    // She leaves: phone B checks her out, and phone A, whose card still says "Checked in", does too (a minute
    // later: a device's clock may run ahead of the server's by a little).
    const left = minutesAgo(-1);
    expect((await post(checkInAt(amara, 'phone-b-0003', 'out', left))).outcomes[0]!.outcome).toBe('recorded');
    const late = await post(checkInAt(amara, 'phone-a-0003', 'out', minutesAgo(-2)));
    expect(late.outcomes).toEqual([{ id: 'phone-a-0003', outcome: 'already' }]);
    expect(late.people).toEqual([expect.objectContaining({ checkedOutAt: left.toISOString() })]);
    // And its Undo, still offered on its stale card, does not erase her visit (qa28a).
    const stale = await post(checkInAt(amara, 'phone-a-0004', 'undo'));
    expect(stale.outcomes).toEqual([{ id: 'phone-a-0004', outcome: 'already' }]);
    expect(stale.people).toEqual([expect.objectContaining({ checkedOutAt: left.toISOString() })]);
  });

  it('refuses a check-in from the future or of last month, naming the field, and records nothing', async () => {
    await start();
    const staff = await headersOf(app, COORDINATOR);
    const ada = await create('/api/ms-ind-reg', msIndividual('ada@example.com'));
    for (const at of [new Date(Date.now() + 3600 * 1000), new Date(Date.now() - 30 * 24 * 3600 * 1000)]) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/staff/check-ins',
        headers: staff,
        payload: { checkIns: [checkInAt(ada, 'device-0001'), checkInAt(ada, 'device-0002', 'in', at)] },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain('checkIns.1.at');
      expect(answer.body).toContain('must be within the last 7 days and not in the future');
    }
    expect(await app.store.listCheckIns([ada])).toEqual([]);
  });

  it('finds attendees by name whatever the case and accents, with their consent state; never a day-of consent', async () => {
    await start();
    const staff = await headersOf(app, COORDINATOR);
    await create('/api/ms-ind-reg', { ...msIndividual('zoe@example.com'), firstName: 'Zoë', lastName: 'Brontë' });
    // Stored before the form required a consent or the school's promise: nothing in hand.
    const { stemDayConsent: _consent, ...unsigned } = msIndividual('zoey@example.com');
    await app.store.insert({
      regType: 'MSIND',
      email: 'zoey@example.com',
      data: {
        ...unsigned,
        firstName: 'Zoey',
        lastName: 'Bront',
        isParentPresent: '0',
        consentWillBeSubmittedBySchool: '0',
      },
    });
    expect((await fileAndConfirmDayOfConsent(app, mails, 'MSDAYOFCONSENT', 'zoe@example.com')).json()).toMatchObject({
      code: 0,
    });
    const search = async (name: string) =>
      (await app.inject({ url: `/api/staff/check-in/search?name=${encodeURIComponent(name)}`, headers: staff }))
        .json<{
          data: CheckInLookup[];
        }>()
        .data.map((found) => found.person);

    expect((await search('zoe bront')).map((one) => [one.name, one.consentState])).toEqual([
      ['Zoë Brontë', 'signed'],
      ['Zoey Bront', 'missing'],
    ]);
    expect((await search('ZOË BRONTË')).map((one) => one.name)).toEqual(['Zoë Brontë']);
    expect(await search('Lovelace')).toEqual([]);
    const short = await app.inject({ url: '/api/staff/check-in/search?name=%20z%20', headers: staff });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('must be at least 2 characters');
    // The count, never the search.
    const audit = await app.store.listAudit(10);
    expect(audit.map(({ action, target, count }) => [action, target, count])).toEqual([
      ['check-in-search', 'all', 0],
      ['check-in-search', 'all', 1],
      ['check-in-search', 'all', 2],
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/zo|bront|lovelace/i);
  });

  it('finds a group by its name, a company by its own, and anyone by the email the confirmation went to', async () => {
    await start();
    const staff = await headersOf(app, COORDINATOR);
    await create('/api/ms-group-reg', msGroup('mae@example.com', 'Comets of Akron'));
    await create('/api/company-reg', companyRegistrationBody());
    await create('/api/ms-ind-reg', msIndividual('ada.parent@example.com'));
    const names = async (query: string) =>
      (await app.inject({ url: `/api/staff/check-in/search?name=${encodeURIComponent(query)}`, headers: staff }))
        .json<{ data: CheckInLookup[] }>()
        .data.map((found) => found.person.detail || found.person.name);
    expect(await names('comets akron')).toEqual(['Comets of Akron']);
    expect(await names('wingfoot labs')).toEqual(['Wingfoot Labs']);
    expect(await names('ada.parent@example.com')).toHaveLength(1);
  });

  it('finds a company by an additional participant’s name, and its card names who comes with the contact', async () => {
    await start();
    const staff = await headersOf(app, COORDINATOR);
    await create('/api/company-reg', companyRegistrationBody());
    await create('/api/ms-ind-reg', msIndividual('ada.parent@example.com'));
    const found = async (query: string) =>
      (await app.inject({ url: `/api/staff/check-in/search?name=${encodeURIComponent(query)}`, headers: staff }))
        .json<{ data: CheckInLookup[] }>()
        .data.map(({ person }) => [person.name, person.detail, person.participants]);
    const wingfoot = ['Katherine Johnson', 'Wingfoot Labs', ['Mary Jackson', 'Dorothy Jackson']];
    // Dorothy reaches the door first and gives her own name.
    expect(await found('dorothy jackson')).toEqual([wingfoot]);
    // …or the address she registered with.
    expect(await found('dorothy@example.com')).toEqual([wingfoot]);
    expect(await found('wingfoot')).toEqual([wingfoot]);
    // Anyone else's card has no participants.
    expect((await found('ada'))[0]![2]).toBeUndefined();
  });

  it('tells two students of one name at one school apart by grade and parent, anyone else by their email', async () => {
    await start();
    const staff = await headersOf(app, COORDINATOR);
    const twin = (email: string, grade: string, parent: string) => {
      const body = msIndividual(email);
      const parentEmail = `parent.${email}`;
      const names = { firstName: parent, lastName: 'Kim' };
      const parentGuardian = { ...body.parentGuardian, ...names, email: parentEmail, confirmEmail: parentEmail };
      return { ...body, firstName: 'Alex', lastName: 'Kim', gradeLevelId: grade, parentGuardian };
    };
    await create('/api/ms-ind-reg', twin('alex.one@example.com', '1', 'Min-ji'));
    await create('/api/ms-ind-reg', twin('alex.two@example.com', '3', 'Soo'));
    await create('/api/company-reg', companyRegistrationBody());
    const people = async (query: string) =>
      (await app.inject({ url: `/api/staff/check-in/search?name=${encodeURIComponent(query)}`, headers: staff }))
        .json<{ data: CheckInLookup[] }>()
        .data.map(({ person }) => [person.detail, person.tellApart]);
    const [first, second] = await people('alex kim');
    // One name, one school: only the grade and the parent differ.
    expect(first![0]).toBe(second![0]);
    expect([first![1], second![1]]).toEqual([
      '6th grade · parent/guardian Min-ji Kim',
      '8th grade · parent/guardian Soo Kim',
    ]);
    expect(await people('wingfoot')).toEqual([['Wingfoot Labs', companyRegistrationBody().email]]);
  });

  it('checks in a company of both days on each: the second day’s door does not find them in from the first', async () => {
    await start();
    const staff = await headersOf(app, COORDINATOR);
    const company = await create('/api/company-reg', companyRegistrationBody());
    const door = async () =>
      (await app.inject({ url: '/api/staff/check-in/search?name=wingfoot%20labs', headers: staff })).json<{
        data: CheckInLookup[];
      }>().data[0]!.person;
    const post = (checkIn: CheckInRequest) =>
      app.inject({ method: 'POST', url: '/api/staff/check-ins', headers: staff, payload: { checkIns: [checkIn] } });

    // Checked in at the first day, five days ago: today it is not checked in, and can be.
    const firstDay = new Date(Date.now() - 5 * 24 * 3600 * 1000);
    expect((await post(checkInAt(company, 'first-day-01', 'in', firstDay))).statusCode).toBe(200);
    expect(await door()).toMatchObject({ events: ['middle-school', 'high-school'], checkedInAt: null });
    const today = (await post(checkInAt(company, 'second-day-01'))).json<{ data: CheckInAnswer }>().data;
    expect(today.people[0]!.checkedInAt).not.toBeNull();
    expect(today.people[0]!.checkedInAt).not.toBe(firstDay.toISOString());
    // An undo today takes back today's check-in only; the first day's stays where it was.
    await post(checkInAt(company, 'second-day-02', 'undo'));
    expect(await door()).toMatchObject({ checkedInAt: null, checkedOutAt: null });
  });

  it('counts a company of both days as come on the day it was checked in on, not on the other', async () => {
    await start();
    const staff = await headersOf(app, COORDINATOR);
    const company = await create('/api/company-reg', companyRegistrationBody());
    const checkedIn = async () =>
      Object.fromEntries(
        (await app.inject({ url: '/api/staff/headcounts', headers: staff }))
          .json<{ data: Headcounts }>()
          .data.events.map((event) => [event.event, event.checkedIn]),
      );
    // Recorded as the door records them; the career days of the test CMS are in the past.
    const checkInOn = (id: string, at: string) =>
      app.store.recordCheckIn({ id, regId: company, action: 'in', at, by: COORDINATOR });
    // A rehearsal before either day (on no day's date) counts on both, as it would for a one-day registration.
    await checkInOn('rehearsal-01', '2026-01-10T14:00:00.000Z');
    expect(await checkedIn()).toEqual({ 'middle-school': 1, 'high-school': 1 });
    // The high school day (February 21 in the test CMS): that day only.
    await checkInOn('hs-day-01', '2026-02-21T13:05:00.000Z');
    expect(await checkedIn()).toEqual({ 'middle-school': 0, 'high-school': 1 });
    // And the middle school day (April 25): both.
    await checkInOn('ms-day-01', '2026-04-25T12:10:00.000Z');
    expect(await checkedIn()).toEqual({ 'middle-school': 1, 'high-school': 1 });
  });

  it('marks a student whose leader asked for their removal, so the door does not tick them with the group', async () => {
    await start();
    const staff = await headersOf(app, COORDINATOR);
    const group = await create('/api/ms-group-reg', msGroup('mae@example.com'));
    const joined = { isInGroup: '1', groupId: group, groupCode: 'Lift-Off-7' };
    const ada = await create('/api/ms-ind-reg', { ...msIndividual('ada@example.com'), ...joined });
    const bo = await create('/api/ms-ind-reg', { ...msIndividual('bo@example.com'), firstName: 'Bo', ...joined });
    await app.store.setMemberStatus(bo, { status: 'pending-removal', statusMessage: 'Moved away', groupId: group });
    const looked = await app.inject({
      url: `/api/staff/check-in?token=${app.checkInTokens.tokenOf(group)}`,
      headers: staff,
    });
    const members = looked.json<{ data: CheckInLookup }>().data.members;
    expect(Object.fromEntries(members.map((one) => [one.regId, one.removalRequested ?? false]))).toEqual({
      [ada]: false,
      [bo]: true,
    });
    // The desk's group row counts the students who come, as the leader's roster does, and names the other.
    const groupCell = await firstGroupRow(staff);
    expect(groupCell('Students')).toBe('1');
    expect(groupCell('Student names')).toBe('Ada Lovelace, Bo Lovelace (Pending Removal)');
    expect(groupCell('Group code')).toBe('Lift-Off-7');
    // A student's row names the group; the code the student joined with is not shown (it may be outdated).
    const students = (await app.inject({ url: '/api/staff/registrations?regType=MSIND', headers: staff })).json<{
      data: StaffRegistrationList;
    }>().data;
    const labels = students.columns.map((column) => column.label);
    expect(labels).toContain('Group');
    expect(labels.filter((label) => /code/i.test(label))).toEqual([]);
  });

  it('answers a forged or unknown code with 404, and a registrant’s token with 403 on every check-in route', async () => {
    await start();
    const ada = await create('/api/ms-ind-reg', msIndividual('ada@example.com'));
    const staff = await headersOf(app, COORDINATOR);
    const forged = `SCD1.${'A'.repeat(24)}`;
    const unknown = await app.inject({ url: `/api/staff/check-in?token=${forged}`, headers: staff });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'No registration has this check-in code: it may have been cancelled or deleted.',
    );
    const notACode = await app.inject({ url: `/api/staff/check-in?token=${ada}`, headers: staff });
    expect(notACode.statusCode).toBe(400);

    const registrant = await headersOf(app, 'ada@example.com');
    const token = app.checkInTokens.tokenOf(ada);
    for (const request of [
      { method: 'GET' as const, url: `/api/staff/check-in?token=${token}` },
      { method: 'GET' as const, url: '/api/staff/check-in/search?name=Ada' },
      { method: 'POST' as const, url: '/api/staff/check-ins', payload: { checkIns: [checkInAt(ada, 'mine-00001')] } },
    ]) {
      const refused = await app.inject({ ...request, headers: registrant });
      expect(refused.statusCode, request.url).toBe(403);
      expect(refused.json().error).toBe('FORBIDDEN');
    }
    expect(await app.store.listCheckIns([ada])).toEqual([]);
    expect((await app.store.listAudit(10)).map((line) => line.action)).toEqual(['check-in-lookup']);
  });
});
