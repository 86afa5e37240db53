import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  REGISTRATION_KINDS,
  staffPaperConsentPath,
  type CountTable,
  type Headcounts,
  type MissingConsent,
  type RegType,
  type StaffAuditLine,
  type StaffRegistrationList,
  type StaffSearchCounts,
} from '@stem/shared';
import type { Registration } from '../store/registration-store.ts';
import { CMS_TEST_API_TOKEN } from '../test-support/cms-stand-in.ts';
import { companyRegistrationBody } from '../test-support/company-fixtures.ts';
import { multipartBody, pdf, png } from '../test-support/file-fixtures.ts';
import {
  confirm,
  confirmationRequests,
  fileAndConfirmDayOfConsent,
  fileDayOfConsent,
  tokenOf,
} from '../test-support/day-of-consent-fixtures.ts';
import type { MimePart } from '../test-support/parse-eml.ts';
import { TEST_SITE, textOf } from '../test-support/registration-test-app.ts';
import {
  COORDINATOR,
  headersOf,
  personalValuesOf,
  registerThrough,
  startStaffApp,
} from '../test-support/staff-fixtures.ts';
import { scholarshipBody } from '../test-support/scholarship-fixtures.ts';
import { hsChaperone, hsIndividual, msGroup, msIndividual } from '../test-support/student-fixtures.ts';

let app: FastifyInstance;
let mails: () => Promise<MimePart[]>;
afterEach(async () => {
  await app?.close();
});

async function start(env: Record<string, string> = {}) {
  ({ app, mails } = await startStaffApp({ env: { RATE_LIMIT_CREATES: '100/1m', ...env } }));
}

const create = (url: string, payload: object) => registerThrough(app, url, payload);

/** A middle school student whose parent was not there to sign: the school will submit the consent. */
const withoutConsent = (email: string, parentEmail: string) => ({
  ...msIndividual(email),
  firstName: 'Bo',
  lastName: 'Diddley',
  lunchId: '2',
  parentGuardian: { ...msIndividual().parentGuardian, email: parentEmail, confirmEmail: parentEmail },
  isParentPresent: '0',
  consentWillBeSubmittedBySchool: '1',
});

/** A day-of consent filed on the public form and confirmed from the parent's mail, as it comes to count. */
async function confirmedDayOfConsent(regType: 'HSDAYOFCONSENT' | 'MSDAYOFCONSENT', email: string) {
  expect((await fileAndConfirmDayOfConsent(app, mails, regType, email)).json()).toMatchObject({ code: 0 });
  return (await app.store.listByOwner(email)).find((registration) => registration.regType === regType)!.regId;
}

/** One registration of each kind the API serves, made through its own routes. */
async function register() {
  const ids = {
    ada: await create('/api/ms-ind-reg', msIndividual('ada@example.com')),
    bo: await create('/api/ms-ind-reg', withoutConsent('bo@example.com', 'parent.bo@example.com')),
    group: await create('/api/ms-group-reg', msGroup('mae@example.com')),
    hs: await create('/api/hs-ind-reg', {
      ...hsIndividual('hs@example.com'),
      isParentPresent: '0',
      consentWillBeSubmittedBySchool: '1',
    }),
    hsConsent: await confirmedDayOfConsent('HSDAYOFCONSENT', 'hs@example.com'),
    chaperone: await create('/api/hs-chaperone-reg', hsChaperone()),
    company: await create('/api/company-reg', companyRegistrationBody()),
  };
  return ids;
}

const get = async (url: string, headers: Record<string, string>) => app.inject({ url, headers });
const tableNamed = (tables: CountTable[], title: string) => tables.find((table) => table.title === title);
const asObject = (table: CountTable | undefined) =>
  Object.fromEntries(
    (table?.rows ?? []).map((row) => [
      row.label,
      Object.fromEntries(table!.columns.map((column, i) => [column, row.values[i]]).filter(([, n]) => n !== 0)),
    ]),
  );

/** One request per staff route, with what its params and query need. */
function sampleRequests(regId: string): Record<string, { method: 'GET' | 'POST' | 'DELETE'; url: string }> {
  return {
    'GET /api/staff/headcounts': { method: 'GET', url: '/api/staff/headcounts' },
    'GET /api/staff/headcounts/export': { method: 'GET', url: '/api/staff/headcounts/export' },
    'GET /api/staff/people/export': { method: 'GET', url: '/api/staff/people/export' },
    'GET /api/staff/registrations': { method: 'GET', url: '/api/staff/registrations?regType=MSIND' },
    'GET /api/staff/export': { method: 'GET', url: '/api/staff/export?regType=MSIND&format=csv' },
    'GET /api/staff/search': { method: 'GET', url: '/api/staff/search?q=Ada' },
    'GET /api/staff/consents': { method: 'GET', url: '/api/staff/consents' },
    'POST /api/staff/consents/:regId/reminder': { method: 'POST', url: `/api/staff/consents/${regId}/reminder` },
    'POST /api/staff/consents/:regId/paper-form': { method: 'POST', url: staffPaperConsentPath(regId) },
    'DELETE /api/staff/registrations/:regId': { method: 'DELETE', url: `/api/staff/registrations/${regId}` },
    'GET /api/staff/retention': { method: 'GET', url: '/api/staff/retention' },
    'GET /api/staff/audit': { method: 'GET', url: '/api/staff/audit' },
    'GET /api/staff/files/:regId/:attachmentType/:fileName': {
      method: 'GET',
      url: `/api/staff/files/${regId}/COMPANYLOGO/logo.png`,
    },
    'GET /api/staff/check-in': { method: 'GET', url: `/api/staff/check-in?token=SCD1.${'A'.repeat(24)}` },
    'GET /api/staff/check-in/search': { method: 'GET', url: '/api/staff/check-in/search?name=Ada' },
    'POST /api/staff/check-ins': { method: 'POST', url: '/api/staff/check-ins' },
    'GET /api/staff/removals': { method: 'GET', url: '/api/staff/removals' },
    'POST /api/staff/removals/:regId/:decision': { method: 'POST', url: `/api/staff/removals/${regId}/remove` },
  };
}

describe('staff access (SECURITY.md item 29)', () => {
  it('answers every staff route to staff only: no token 401, a registrant 403, neither with any data', async () => {
    await start();
    const regId = await create('/api/ms-ind-reg', msIndividual('ada@example.com'));
    const samples = sampleRequests(regId);
    const staffRoutes = app.routeInventory.filter((route) => route.access === 'staff' && route.method !== 'HEAD');
    // A staff route added without a sample here fails this test rather than going unchecked.
    expect(staffRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual(Object.keys(samples).sort());

    const registrant = await headersOf(app, 'ada@example.com');
    const unverifiedStaff = await headersOf(app, COORDINATOR, { emailVerified: false });
    for (const [route, request] of Object.entries(samples)) {
      const anonymous = await app.inject(request);
      expect(anonymous.statusCode, route).toBe(401);
      for (const headers of [registrant, unverifiedStaff]) {
        const refused = await app.inject({ ...request, headers });
        expect(refused.statusCode, route).toBe(403);
        expect(refused.json(), route).toEqual({
          error: 'FORBIDDEN',
          message: 'This is for the organisers only.',
          requestId: refused.headers['x-request-id'],
        });
        expect(refused.headers['cache-control'], route).toBe('no-store');
      }
    }
    // Nothing was read, sent or deleted, and nothing was recorded as if it had been.
    expect(await app.store.get(regId)).not.toBeNull();
    expect(await app.store.listAudit(10)).toEqual([]);
    expect(
      (await mails()).filter((mail) => String(mail.headers.get('subject')).startsWith('Consent form needed')),
    ).toEqual([]);
  });

  it('lets in a verified email of STAFF_EMAILS, whatever its case, and a session the provider gave the staff role', async () => {
    await start({ STAFF_ROLE_CLAIM: 'roles' });
    const listed = await get('/api/staff/audit', await headersOf(app, 'Coordinator@Example.org'));
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');

    // The role is decided at login, from the provider's claims (auth-routes' callback).
    expect(app.auth.staff.hasRole({ roles: ['stem-staff', 'other'] })).toBe(true);
    expect(app.auth.staff.hasRole({ roles: ['other'] })).toBe(false);
    const { refreshCookie } = await app.auth.sessions.open(
      {
        issuer: 'http://127.0.0.1:4011',
        subject: 'sub-role',
        email: 'head@example.org',
        emailVerified: true,
        name: null,
        idToken: 'x',
      },
      { staffRole: true },
    );
    const token = await app.inject({ method: 'POST', url: '/auth/token', cookies: { stem_session: refreshCookie } });
    expect(token.json().user).toMatchObject({ email: 'head@example.org', staff: true });
    const withRole = await get('/api/staff/audit', { 'x-custom-authorization': `Bearer ${token.json().accessToken}` });
    expect(withRole.statusCode).toBe(200);

    // The same role on an address the provider has not verified opens nothing.
    const unverified = await app.auth.sessions.open(
      {
        issuer: 'http://127.0.0.1:4011',
        subject: 'sub-x',
        email: 'x@example.org',
        emailVerified: false,
        name: null,
        idToken: 'x',
      },
      { staffRole: true },
    );
    const denied = await app.inject({
      method: 'POST',
      url: '/auth/token',
      cookies: { stem_session: unverified.refreshCookie },
    });
    expect(denied.json().user.staff).toBe(false);
    expect(
      (await get('/api/staff/audit', { 'x-custom-authorization': `Bearer ${denied.json().accessToken}` })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/staff/headcounts', () => {
  it('counts per career day what to order and check, and sponsorships by tier', async () => {
    await start();
    await register();
    const answer = await get('/api/staff/headcounts', await headersOf(app, COORDINATOR));
    expect(answer.statusCode).toBe(200);
    const { events, sponsorships } = answer.json<{ data: Headcounts }>().data;
    const [ms, hs] = events;
    expect(events.map((event) => [event.event, event.name, event.date, event.total])).toEqual([
      ['middle-school', 'Middle School STEM Career Day', '2026-04-25', 4],
      // The high school day-of consent is the student's, counted in its consent state, not one more person.
      ['high-school', 'High School STEM Career Day', '2026-02-21', 3],
    ]);
    // When the reminder mails go (EVENT_REMINDER_DAYS, 3 by default): the Wednesday before each Saturday.
    expect(events.map((event) => event.remindersFrom)).toEqual(['2026-04-22', '2026-02-18']);
    expect(asObject(tableNamed(ms!.tables, 'Registrations by kind'))).toEqual({
      'Middle school student': { Registrations: 2 },
      'Middle school group': { Registrations: 1 },
      Company: { Registrations: 1 },
    });
    // The company's lunches (its contact's and its participants') are the middle school day's.
    expect(asObject(tableNamed(ms!.tables, 'Lunches by type'))).toEqual({
      'Deli Sandwich': { 'Middle school student': 1 },
      Vegetarian: { 'Middle school student': 1, 'Middle school group': 1, 'Company: participants': 2 },
      'Gluten Free': { Company: 1 },
    });
    expect(tableNamed(ms!.tables, 'Lunches by type')!.rows.map((row) => row.label)).toEqual([
      'Deli Sandwich',
      'Vegetarian',
      'Gluten Free',
    ]);
    expect(asObject(tableNamed(ms!.tables, 'T-shirts by size'))).toEqual({
      L: { 'Middle school student': 2 },
      XL: { 'Middle school group': 1 },
    });
    expect(asObject(tableNamed(ms!.tables, 'Schools'))).toEqual({
      'Summit Ridge Middle School': { 'Middle school student': 2, 'Middle school group': 1 },
    });
    expect(asObject(tableNamed(ms!.tables, 'Consent states'))).toEqual({
      'Signed on the form': { 'Middle school student': 1 },
      'School will submit': { 'Middle school student': 1 },
    });
    // The parents who said they come along (the fixtures' Grace Hopper, with Alan Turing too), by kind.
    expect(asObject(tableNamed(ms!.tables, 'Parents and guardians coming'))).toEqual({
      'Parent/guardian': { 'Middle school student': 2 },
      'Additional parent/guardian': { 'Middle school student': 2 },
    });
    expect(asObject(tableNamed(ms!.tables, 'Favourite subjects: choices'))).toEqual({
      Science: { 'Middle school student': 2 },
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    expect(asObject(tableNamed(ms!.tables, 'Registrations by day'))).toEqual({
      [today]: { 'Middle school student': 2, 'Middle school group': 1, Company: 1 },
    });

    expect(asObject(tableNamed(hs!.tables, 'Registrations by kind'))).toEqual({
      'High school student': { Registrations: 1 },
      'High school chaperone': { Registrations: 1 },
      Company: { Registrations: 1 },
    });
    expect(tableNamed(hs!.tables, 'Lunches by type')).toBeUndefined();
    expect(asObject(tableNamed(hs!.tables, 'Tour type: choices'))).toEqual({ Biology: { 'High school student': 1 } });
    expect(asObject(tableNamed(hs!.tables, 'Consent states'))).toEqual({
      'Day-of consent received': { 'High school student': 1 },
    });
    expect(sponsorships.map(asObject)).toEqual([{ Gold: { Sponsors: 1 } }, { Gold: { 'Amount (US$)': 750 } }]);

    expect(await app.store.listAudit(5)).toEqual([
      expect.objectContaining({ actor: COORDINATOR, action: 'headcounts', target: 'all', count: 7 }),
    ]);
  });

  it('names each checkbox choice as the form labels its box, on the desk and in the headcounts alike', async () => {
    await start();
    const headers = await headersOf(app, COORDINATOR);
    await create('/api/hs-ind-reg', { ...hsIndividual('hs@example.com'), tourType: { computer: '1', biology: '1' } });
    await create('/api/company-reg', {
      ...companyRegistrationBody(),
      stem: { science: '0', technology: '0', engineering: '1', math: '1' },
    });
    await create('/api/scholarships', {
      ...scholarshipBody(),
      schoolId: 'other',
      otherSchoolName: 'Firestone High',
      isInformationFactual: '0',
    });
    const cell = async (regType: string, label: string) => {
      const list = (await get(`/api/staff/registrations?regType=${regType}`, headers)).json<{
        data: StaffRegistrationList;
      }>().data;
      return list.rows[0]!.cells[list.columns.findIndex((column) => column.label === label)];
    };
    expect(await cell('HSIND', 'Tour type')).toBe('Biology, Computer Science');
    expect(await cell('COMPANY', 'STEM')).toBe('Engineering, Mathematics');
    // An optional tickbox left empty reads as such, not as a refusal ("No").
    expect(await cell('SCHOLARSHIP', 'Is information factual')).toBe('Not ticked');
    // A catalogue answer is one column, its title: the name the API stored beside the id is not another.
    const labels = async (regType: string) =>
      (await get(`/api/staff/registrations?regType=${regType}`, headers))
        .json<{ data: StaffRegistrationList }>()
        .data.columns.map((column) => column.label);
    expect(await labels('SCHOLARSHIP')).toEqual(expect.arrayContaining(['State', 'School state']));
    expect((await labels('SCHOLARSHIP')).filter((label) => /(State|School) name$/.test(label))).toEqual([]);
    expect((await labels('COMPANY')).filter((label) => /Lunch|T-shirt/.test(label))).not.toContainEqual(
      expect.stringMatching(/name$/),
    );
    const { events } = (await get('/api/staff/headcounts', headers)).json<{ data: Headcounts }>().data;
    const tables = events.flatMap((event) => event.tables);
    expect(Object.keys(asObject(tableNamed(tables, 'Tour type: choices')))).toEqual(['Biology', 'Computer Science']);
    expect(Object.keys(asObject(tableNamed(tables, 'STEM: choices')))).toEqual(['Engineering', 'Mathematics']);
    expect(Object.keys(asObject(tableNamed(tables, 'Scholarship type: choices')))).toEqual([
      'Engineering: essay only',
      'STEM: essay only',
    ]);
  });

  it('counts a school typed in by two registrants, spelled two ways, as one school', async () => {
    await start();
    for (const [email, otherSchoolName] of [
      ['ada@example.com', "St. Mary's Academy"],
      ['bo@example.com', 'St Marys Academy '],
      ['cy@example.com', 'Elm Academy'],
    ]) {
      await create('/api/ms-ind-reg', { ...msIndividual(email!), schoolId: 'other', otherSchoolName });
    }
    const answer = await get('/api/staff/headcounts', await headersOf(app, COORDINATOR));
    const [ms] = answer.json<{ data: Headcounts }>().data.events;
    expect(asObject(tableNamed(ms!.tables, 'Schools'))).toEqual({
      "St. Mary's Academy (not listed)": { 'Middle school student': 2 },
      'Elm Academy (not listed)': { 'Middle school student': 1 },
    });
  });

  it('gives the same counts as a workbook: a sheet per day with its tables, and the sponsorships', async () => {
    await start();
    await register();
    const answer = await get('/api/staff/headcounts/export', await headersOf(app, COORDINATOR));
    expect(answer.headers['content-disposition']).toMatch(
      /filename="stem-career-day-headcounts-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Middle School STEM Career Day',
      'High School STEM Career Day',
      'Sponsorships',
    ]);
    const rowsOf = (sheet: ExcelJS.Worksheet) => {
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };
    const ms = rowsOf(workbook.worksheets[0]!);
    expect(ms[0]).toEqual(['Middle School STEM Career Day, 2026-04-25']);
    expect(ms[1]).toEqual(['4 registrations']);
    // A table under its title: the header, then each row with its numbers and their total.
    const lunches = ms.findIndex((row) => row[0] === 'Lunches by type');
    expect(ms.slice(lunches + 1, lunches + 3)).toEqual([
      ['Lunch', 'Middle school student', 'Middle school group', 'Company', 'Company: participants', 'Total'],
      ['Deli Sandwich', 1, 0, 0, 0, 1],
    ]);
    // The Total row the desk's table shows: whoever orders the lunches wants the one number.
    expect(ms[ms.findIndex((row, index) => index > lunches && row[0] === 'Total')]).toEqual(['Total', 2, 1, 1, 2, 6]);
    expect(rowsOf(workbook.worksheets[2]!)).toContainEqual(['Gold', 750]);
    expect((await app.store.listAudit(1))[0]).toMatchObject({ action: 'export-headcounts', count: 7 });
  });
});

describe('GET /api/staff/people/export', () => {
  it('lists everyone coming, one row per person: a company’s participants each on a row of their own', async () => {
    await start();
    const ids = await register();
    await app.store.recordCheckIn({
      id: 'door-01',
      regId: ids.ada,
      action: 'in',
      at: '2026-04-25T12:05:00.000Z',
      by: COORDINATOR,
    });
    const answer = await get('/api/staff/people/export', await headersOf(app, COORDINATOR));
    expect(answer.headers['content-disposition']).toMatch(/filename="stem-career-day-people-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    // Every column of every row, an empty cell as '' (ExcelJS leaves it out of `values`).
    workbook.worksheets[0]!.eachRow((row) =>
      rows.push(
        Array.from({ length: 10 }, (_, column) => {
          const cell = row.getCell(column + 1);
          return shownAs(cell.value, cell.numFmt);
        }),
      ),
    );
    expect(rows[0]).toEqual([
      'Last name',
      'First name',
      'Attends as',
      'Career day',
      'School or company',
      'Group',
      'Email',
      'Lunch',
      'T-shirt size',
      'Checked in',
    ]);
    const ms = 'Middle School STEM Career Day';
    const both = `${ms}; High School STEM Career Day`;
    // By day, then school or company, then name; lunches and T-shirts by their names, each person's own. The
    // parents who said they come follow their student.
    const hs = 'High School STEM Career Day';
    expect(rows.slice(1).map((row) => row.slice(0, 5).join(' | '))).toEqual([
      `Diddley | Bo | Middle school student | ${ms} | Summit Ridge Middle School`,
      `Hopper | Grace | Parent/guardian of Bo Diddley | ${ms} | Summit Ridge Middle School`,
      `Turing | Alan | Additional parent/guardian of Bo Diddley | ${ms} | Summit Ridge Middle School`,
      `Jemison | Mae | Middle school group leader | ${ms} | Summit Ridge Middle School`,
      `Lovelace | Ada | Middle school student | ${ms} | Summit Ridge Middle School`,
      `Hopper | Grace | Parent/guardian of Ada Lovelace | ${ms} | Summit Ridge Middle School`,
      `Turing | Alan | Additional parent/guardian of Ada Lovelace | ${ms} | Summit Ridge Middle School`,
      `Jackson | Dorothy | Company participant | ${both} | Wingfoot Labs`,
      `Jackson | Mary | Company participant | ${both} | Wingfoot Labs`,
      `Johnson | Katherine | Company contact | ${both} | Wingfoot Labs`,
      `Johnson | Katherine | High school chaperone | ${hs} | `,
      `Lovelace | Ada | High school student | ${hs} | Firestone High School`,
      `Hopper | Grace | Parent/guardian of Ada Lovelace | ${hs} | Firestone High School`,
      `Turing | Alan | Additional parent/guardian of Ada Lovelace | ${hs} | Firestone High School`,
    ]);
    const row = (first: string, last: string, as: string) =>
      rows.find((one) => one[0] === last && one[1] === first && one[2] === as)!.slice(5);
    expect(row('Ada', 'Lovelace', 'Middle school student')).toEqual([
      '',
      'ada@example.com',
      'Deli Sandwich',
      'L',
      '2026-04-25 08:05',
    ]);
    expect(row('Mae', 'Jemison', 'Middle school group leader').slice(0, 1)).toEqual(['Rockets']);
    expect(row('Mary', 'Jackson', 'Company participant').slice(1, 3)).toEqual(['mary@example.com', 'Vegetarian']);
    // A parent: the parent's address; no lunch, T-shirt or check-in of their own.
    expect(row('Grace', 'Hopper', 'Parent/guardian of Ada Lovelace')).toEqual(['', 'grace@example.com', '', '', '']);
    // A day-of consent is the student's, not one more person.
    expect(rows).toHaveLength(15);
    expect((await app.store.listAudit(1))[0]).toMatchObject({ action: 'export-people', count: 14 });
  });
});

describe('every kind of the registry reaches the desk without code of its own', () => {
  it('counts, lists, exports and plans the retention of a registration of each kind', async () => {
    await start();
    const kinds = Object.keys(REGISTRATION_KINDS) as RegType[];
    const stored = new Map<RegType, Registration>();
    // The store's own insert: a kind the API has no routes for yet (one being built) is stored all the same.
    for (const regType of kinds) {
      stored.set(
        regType,
        await app.store.insert({
          regType,
          email: `${regType.toLowerCase()}@example.org`,
          data: { firstName: `First${regType}`, lastName: 'Person', lunchId: '1', tShirtSizeId: '2' },
        }),
      );
    }
    const headers = await headersOf(app, COORDINATOR);
    const { events } = (await get('/api/staff/headcounts', headers)).json<{ data: Headcounts }>().data;
    for (const regType of kinds) {
      const kind = REGISTRATION_KINDS[regType];
      const day = events.find((event) => event.event === kind.event)!;
      // A day-of consent belongs to a student's registration (not listed as one of its own): not counted again.
      expect(asObject(tableNamed(day.tables, 'Registrations by kind'))[kind.label], regType).toEqual(
        kind.listed ? { Registrations: 1 } : undefined,
      );
      expect(asObject(tableNamed(day.tables, 'Lunches by type'))['Deli Sandwich']?.[kind.label], regType).toBe(
        kind.listed ? 1 : undefined,
      );

      const list = (await get(`/api/staff/registrations?regType=${regType}`, headers)).json<{
        data: StaffRegistrationList;
      }>().data;
      expect(
        list.rows.map((row) => row.regId),
        regType,
      ).toEqual([stored.get(regType)!.regId]);
      const cell = (label: string) => list.rows[0]!.cells[list.columns.findIndex((column) => column.label === label)];
      expect(cell('First name'), regType).toBe(`First${regType}`);
      expect(cell('Lunch'), regType).toBe('Deli Sandwich');
      expect(cell('T-shirt size'), regType).toBe('M');

      const csv = await get(`/api/staff/export?regType=${regType}&format=csv`, headers);
      expect(csv.statusCode, regType).toBe(200);
      expect(csv.body, regType).toContain(`First${regType}`);
      const xlsx = await get(`/api/staff/export?regType=${regType}&format=xlsx`, headers);
      const sheet = await readSheet(xlsx);
      expect(sheet.name, regType).toBe(kind.label);
      expect(sheet.rows[1], regType).toContain(`First${regType}`);
    }
    const plan = (await get('/api/staff/retention', headers)).json().data;
    expect(plan.kinds.map((line: { regType: string; stored: number }) => [line.regType, line.stored])).toEqual(
      kinds.map((regType) => [regType, 1]),
    );
  });
});

/** The first sheet of an XLSX answer, read back with exceljs as a spreadsheet would. */
async function readXlsx(response: LightMyRequestResponse) {
  expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** A cell as the desk shows it: a date cell ("yyyy-mm-dd hh:mm" or "mm/dd/yyyy") as the text it was made from. */
function shownAs(value: unknown, numFmt: string | undefined): string {
  if (!(value instanceof Date)) return String(value ?? '');
  const [date, time] = value.toISOString().slice(0, 16).split('T') as [string, string];
  if (numFmt === 'yyyy-mm-dd hh:mm') return `${date} ${time}`;
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

/** The first sheet of an XLSX answer: its name and rows of text, and its cells' types. */
async function readSheet(response: LightMyRequestResponse) {
  const sheet = await readXlsx(response);
  const rows: string[][] = [];
  sheet.eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((value, index) => shownAs(value, row.getCell(index + 1).numFmt))),
  );
  const types: number[] = [];
  sheet.eachRow((row) => row.eachCell((cell) => types.push(cell.type)));
  return { name: sheet.name, rows, types };
}

describe('GET /api/staff/registrations and /api/staff/export', () => {
  it('lists a kind flattened: nested fields and participant rows as columns, catalogue ids as titles', async () => {
    await start();
    const ids = await register();
    const headers = await headersOf(app, COORDINATOR);
    const answer = await get('/api/staff/registrations?regType=COMPANY', headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const list = answer.json<{ data: StaffRegistrationList }>().data;
    const labels = list.columns.map((column) => column.label);
    expect(labels.slice(0, 4)).toEqual(['Registration id', 'Registered', 'Last change', 'Email (owner)']);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Company name',
        'STEM',
        'MS interactive / Lunch type',
        'Participants 1 / First name',
        'Participants 2 / Email',
        'Invoice / Number',
        'Invoice / Tier',
      ]),
    );
    // A list's rows stay together, in order.
    // Seven fields a row: the lunch's and the T-shirt's names are their ids' titles, not columns of their own.
    expect(labels.indexOf('Participants 2 / First name')).toBe(labels.indexOf('Participants 1 / First name') + 7);
    const row = Object.fromEntries(labels.map((label, i) => [label, list.rows[0]!.cells[i]]));
    expect(row).toMatchObject({
      'Registration id': ids.company,
      'Company name': 'Wingfoot Labs',
      'MS interactive / Lunch type': 'Gluten Free',
      'Participants 2 / First name': 'Dorothy',
      'Participants 1 / Lunch type': 'Vegetarian',
      'Company state': 'Ohio',
      'Invoice / Tier': 'Gold',
      'Invoice / Amount': '750',
      // Coded answers as words: the kind's own, and Yes or No for a yes/no question or a checkbox.
      'Event choice': 'Both Events',
      'Company type': 'Company',
      'MS event type': 'Both',
      'MS interactive / Classroom style': 'Science Lab',
      'Sponsorship type': 'Gold',
      'Is sponsor': 'Yes',
      // A checkbox group in one column: the fields ticked.
      STEM: 'Technology, Engineering',
      'MS information fair / Is electricity needed': 'Yes',
      'MS interactive / Number of tables': '',
    });

    const students = (await get('/api/staff/registrations?regType=MSIND', headers)).json<{
      data: StaffRegistrationList;
    }>().data;
    const studentLabels = students.columns.map((column) => column.label);
    expect(studentLabels).toEqual(
      expect.arrayContaining(['School', 'Grade level', 'Parent guardian / Email', 'Consent']),
    );
    // A confirmation of an address already there is no column.
    expect(studentLabels.filter((label) => label.includes('Confirm'))).toEqual([]);
    const bo = students.rows.find((line) => line.regId === ids.bo)!;
    const value = (label: string) => bo.cells[studentLabels.indexOf(label)];
    expect([value('School'), value('Grade level'), value('Consent')]).toEqual([
      'Summit Ridge Middle School',
      '7th',
      'School will submit',
    ]);
    // A consent signed on the form: its signature as recorded, the time in the career days' zone as
    // "Registered" is; headings read as words, and a registration without a signature adds no column.
    const ada = students.rows.find((line) => line.regId === ids.ada)!;
    const adaValue = (label: string) => ada.cells[studentLabels.indexOf(label)];
    expect(adaValue('STEM Career Day consent / Parent guardian electronic signature')).not.toBe('');
    expect(adaValue('Consent signatures 1 / Recorded at')).toBe(adaValue('Registered'));
    expect(value('Consent signatures 1 / Recorded at')).toBe('');
    expect(studentLabels.filter((label) => label === 'Consent signatures')).toEqual([]);

    expect(await app.store.listAudit(5)).toEqual([
      expect.objectContaining({ actor: COORDINATOR, action: 'list', target: 'MSIND', count: 2 }),
      expect.objectContaining({ actor: COORDINATOR, action: 'list', target: 'COMPANY', count: 1 }),
    ]);
  });

  it('exports CSV and XLSX that a spreadsheet opens, with formulas neutralised in CSV and text cells in XLSX', async () => {
    await start();
    const hostile = await app.store.insert({
      regType: 'HSCHAPERONE',
      email: 'kj@example.org',
      data: { firstName: '=HYPERLINK("http://evil.example","x")', lastName: '+SUM(1,2)', phone: '-1', note: '@cmd' },
    });
    await app.store.insert({
      regType: 'HSCHAPERONE',
      email: 'zoe@example.org',
      data: { firstName: 'Zoë', lastName: 'a "b", c', phone: '-' },
    });
    const headers = await headersOf(app, COORDINATOR);

    const csv = await get('/api/staff/export?regType=HSCHAPERONE&format=csv', headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="stem-career-day-hschaperone-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.headers['cache-control']).toBe('no-store');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Registration id,Registered,Last change,Email (owner),First name,Last name,Phone,Note');
    expect(lines[1]).toContain(`${hostile.regId},`);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")","'+SUM(1,2)",'-1,'@cmd`);
    // A lone dash ("no middle name") is no formula.
    expect(lines[2]).toContain(',Zoë,"a ""b"", c",-,');
    expect(lines.at(-1)).toBe('');

    const xlsx = await get('/api/staff/export?regType=HSCHAPERONE&format=xlsx', headers);
    expect(xlsx.headers['content-disposition']).toMatch(/filename="stem-career-day-hschaperone-.*\.xlsx"$/);
    const sheet = await readSheet(xlsx);
    expect(sheet.name).toBe('High school chaperone');
    expect(sheet.rows[0]!.slice(4)).toEqual(['First name', 'Last name', 'Phone', 'Note']);
    expect(sheet.rows[1]!.slice(4)).toEqual(['=HYPERLINK("http://evil.example","x")', '+SUM(1,2)', '-1', '@cmd']);
    // Every cell is text (ExcelJS.ValueType.String) or a date (the registered and changed times): nothing is a
    // formula.
    expect(new Set(sheet.types)).toEqual(new Set([ExcelJS.ValueType.String, ExcelJS.ValueType.Date]));

    expect((await app.store.listAudit(5)).map((line) => [line.action, line.target, line.count])).toEqual([
      ['export-xlsx', 'HSCHAPERONE', 2],
      ['export-csv', 'HSCHAPERONE', 2],
    ]);
  });

  it('writes quantities as numbers a spreadsheet adds up, and keeps ZIP codes, phones and ids as text', async () => {
    await start();
    await create('/api/company-reg', companyRegistrationBody());
    await create('/api/company-reg', {
      ...companyRegistrationBody('dorothy@example.com'),
      companyName: 'Zip Zero Labs',
      companyZip: '02134',
      hsNumberOfTables: '1',
    });
    const sheet = await readXlsx(
      await get('/api/staff/export?regType=COMPANY&format=xlsx', await headersOf(app, COORDINATOR)),
    );
    const column = (label: string) => {
      const index = (sheet.getRow(1).values as unknown[]).indexOf(label);
      expect(index, label).toBeGreaterThan(0);
      return [2, 3].map((row) => sheet.getRow(row).getCell(index).value);
    };
    // Tables to set up: 2 and 1, which add up to 3.
    expect(column('HS number of tables').sort()).toEqual([1, 2]);
    // A ZIP code with a leading zero keeps it, and so does its whole column.
    expect(column('Company ZIP').sort()).toEqual(['02134', '44316']);
    expect(column('Phone')).toEqual(['330-555-0100', '330-555-0100']);
    expect(column('Company state').every((value) => typeof value === 'string')).toBe(true);
    // Times and dates are dates a spreadsheet sorts and filters (qa25c), shown as the desk shows them.
    const registered = sheet.getRow(2).getCell((sheet.getRow(1).values as unknown[]).indexOf('Registered'));
    expect(registered.value).toBeInstanceOf(Date);
    expect(registered.numFmt).toBe('yyyy-mm-dd hh:mm');
  });

  it('exports only the rows the desk’s search shows when one is typed, however its apostrophe was typed', async () => {
    await start();
    for (const [firstName, lastName] of [
      ['Siobhán', "O'Brien"],
      ['Zoë', 'Dupré'],
    ]) {
      await app.store.insert({
        regType: 'HSCHAPERONE',
        email: `${firstName}@example.org`,
        data: { firstName, lastName },
      });
    }
    const headers = await headersOf(app, COORDINATOR);
    const csv = await get(
      `/api/staff/export?regType=HSCHAPERONE&format=csv&q=${encodeURIComponent('o’brien')}`,
      headers,
    );
    expect(csv.headers['content-disposition']).toMatch(/filename="stem-career-day-hschaperone-[\d-]+-matching\.csv"$/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Siobhán,O'Brien");
    expect((await app.store.listAudit(1)).map((line) => [line.action, line.count])).toEqual([['export-csv', 1]]);
  });

  it('counts a search in every kind, so the desk can say where else its words are', async () => {
    await start();
    await register();
    const headers = await headersOf(app, COORDINATOR);
    const countsOf = async (q: string) => {
      const answer = await get(`/api/staff/search?q=${encodeURIComponent(q)}`, headers);
      expect(answer.statusCode, q).toBe(200);
      const counts = answer.json<{ data: StaffSearchCounts }>().data;
      // Every kind of the registry, in its order, matched or not.
      expect(counts.map((count) => count.regType)).toEqual(Object.keys(REGISTRATION_KINDS));
      return Object.fromEntries(counts.filter((count) => count.matching > 0).map((c) => [c.regType, c.matching]));
    };
    // A company's participant, by her name: only the company's row has it.
    expect(await countsOf('dorothy')).toEqual({ COMPANY: 1 });
    // A parent's address, as the desk's search reads it (any case, any word order).
    expect(await countsOf('PARENT.BO@example.com')).toEqual({ MSIND: 1 });
    expect(await countsOf('nobody-at-all')).toEqual({});

    for (const url of ['/api/staff/search', '/api/staff/search?q=%20%20', `/api/staff/search?q=${'x'.repeat(201)}`]) {
      const refused = await get(url, headers);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json<{ issues: Array<{ field: string }> }>().issues[0]?.field, url).toBe('q');
    }
  });

  it('refuses an unknown kind or format, naming the field', async () => {
    await start();
    const headers = await headersOf(app, COORDINATOR);
    for (const url of [
      '/api/staff/registrations?regType=NOPE',
      '/api/staff/registrations',
      '/api/staff/export?regType=MSIND&format=pdf',
      '/api/staff/registrations?regType=MSIND&q[$ne]=x',
    ]) {
      const answer = await get(url, headers);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().error, url).toBe('VALIDATION_FAILED');
    }
    expect(await app.store.listAudit(5)).toEqual([]);
  });

  it('names the required files an application lacks, until they are uploaded', async () => {
    await start();
    const headers = await headersOf(app, COORDINATOR);
    // Stored, its files still to come (the form uploads them after the create; one failed).
    const regId = await create('/api/scholarships', {
      ...scholarshipBody(),
      schoolId: 'other',
      otherSchoolName: 'Firestone High',
    });
    const missing = async () => {
      const list = (await get('/api/staff/registrations?regType=SCHOLARSHIP', headers)).json<{
        data: StaffRegistrationList;
      }>().data;
      const column = list.columns.findIndex((one) => one.label === 'Files missing');
      return column === -1 ? null : list.rows[0]!.cells[column];
    };
    expect(await missing()).toBe('SAT or ACT Score Report, Letter of Acceptance, Recommendation Letter');
    // The funds are one column, in the form's words: a cut-off "No / No" read as no fund at all.
    const list = (await get('/api/staff/registrations?regType=SCHOLARSHIP', headers)).json<{
      data: StaffRegistrationList;
    }>().data;
    const labels = list.columns.map((column) => column.label);
    expect(list.rows[0]!.cells[labels.indexOf('Scholarship type')]).toBe('Engineering: essay only, STEM: essay only');
    expect(labels.filter((label) => label.startsWith('Scholarship type'))).toEqual(['Scholarship type']);
    const owner = await headersOf(app, scholarshipBody().email);
    for (const [attachmentType, fileName] of [
      ['SCOREREPORT', 'scores.pdf'],
      ['RECOMMENDATION', 'recommendation.pdf'],
    ]) {
      const body = multipartBody([
        { name: 'regId', value: regId },
        { name: 'attachmentType', value: attachmentType! },
        { name: 'file', filename: fileName!, content: pdf(), type: 'application/pdf' },
      ]);
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/files',
        headers: { ...body.headers, ...owner },
        payload: body.payload,
      });
      expect(uploaded.json().code, attachmentType).toBe(0);
    }
    expect(await missing()).toBe('Letter of Acceptance');
  });

  it('keeps the form’s order of answers, a list empty on the first rows included', async () => {
    await start();
    const headers = await headersOf(app, COORDINATOR);
    const applicant = (email: string, awards: object[]) => ({
      ...scholarshipBody(email),
      schoolId: 'other',
      otherSchoolName: 'Firestone High',
      awards,
    });
    // The first application (the list's first row) has no awards; the second has one.
    await create('/api/scholarships', applicant('first@example.com', []));
    await create('/api/scholarships', applicant('second@example.com', scholarshipBody().awards));
    const labels = (await get('/api/staff/registrations?regType=SCHOLARSHIP', headers))
      .json<{ data: StaffRegistrationList }>()
      .data.columns.map((column) => column.label);
    const at = (label: string) => labels.indexOf(label);
    expect(at('Awards 1 / Title')).toBeGreaterThan(at('Activities 1 / Title'));
    expect(at('Awards 1 / Title')).toBeLessThan(at('Essay'));
    expect(at('Signature')).toBeGreaterThan(at('Essay'));
  });

  it('flags a company or a student registered twice under two addresses, naming the other, and no one else', async () => {
    await start();
    const headers = await headersOf(app, COORDINATOR);
    // A colleague registers the company again, its name typed otherwise (its legal form too); another company
    // is not flagged.
    await create('/api/company-reg', companyRegistrationBody());
    await create('/api/company-reg', {
      ...companyRegistrationBody('dorothy@example.com'),
      companyName: 'WINGFOOT labs, Inc. ',
    });
    await create('/api/company-reg', { ...companyRegistrationBody('mae@example.com'), companyName: 'Summit Tyres' });
    // A parent and the student each register Ada at one school; Ada of that name at another school is someone else.
    await create('/api/ms-ind-reg', msIndividual('ada@example.com'));
    await create('/api/ms-ind-reg', { ...msIndividual('grace.parent@example.com'), firstName: 'ADA' });
    await create('/api/ms-ind-reg', {
      ...msIndividual('ada.elm@example.com'),
      schoolId: 'other',
      otherSchoolName: 'Elm',
    });
    const flags = async (regType: string) => {
      const list = (await get(`/api/staff/registrations?regType=${regType}`, headers)).json<{
        data: StaffRegistrationList;
      }>().data;
      const column = list.columns.findIndex((one) => one.label === 'Possible duplicate of');
      const email = list.columns.findIndex((one) => one.label === 'Email (owner)');
      expect(column, 'a Possible duplicate of column').toBeGreaterThan(email);
      return list.rows.map((row) => [row.cells[email], row.cells[column]]);
    };
    expect(await flags('COMPANY')).toEqual([
      ['katherine@example.com', 'dorothy@example.com'],
      ['dorothy@example.com', 'katherine@example.com'],
      ['mae@example.com', ''],
    ]);
    expect(await flags('MSIND')).toEqual([
      ['ada@example.com', 'grace.parent@example.com'],
      ['grace.parent@example.com', 'ada@example.com'],
      ['ada.elm@example.com', ''],
    ]);
    // The export carries it too.
    const csv = await get('/api/staff/export?regType=COMPANY&format=csv', headers);
    expect(csv.body.split('\r\n')[0]).toContain('Possible duplicate of');
  });
});

describe('consents missing and the reminder', () => {
  it('lists the students whose consent is not in hand and re-sends the request to the parent once a day', async () => {
    await start();
    const ids = await register();
    // Stored before the form required a parent or the school (no signature, no promise): missing.
    const older = await app.store.insert({
      regType: 'HSIND',
      email: 'cy@example.com',
      data: {
        ...hsIndividual('cy@example.com'),
        firstName: 'Cy',
        stemDayConsent: {},
        consentWillBeSubmittedBySchool: '0',
      },
    });
    // Cy came to the door all the same: the desk says so, to settle his consent first.
    const cameAt = new Date(Date.now() - 60_000).toISOString();
    await app.store.recordCheckIn({ id: 'door-0001', regId: older.regId, action: 'in', at: cameAt, by: 'door' });
    const headers = await headersOf(app, COORDINATOR);
    const list = await get('/api/staff/consents', headers);
    expect(list.json<{ data: MissingConsent[] }>().data).toEqual([
      {
        regId: ids.bo,
        regType: 'MSIND',
        studentName: 'Bo Diddley',
        school: 'Summit Ridge Middle School',
        parentName: 'Grace Hopper',
        parentEmail: 'parent.bo@example.com',
        parentPhone: '330-555-0100',
        registeredAt: expect.any(String),
        consentState: 'school',
        group: '',
        checkedInAt: null,
      },
      expect.objectContaining({
        regId: older.regId,
        regType: 'HSIND',
        studentName: 'Cy Lovelace',
        consentState: 'missing',
        checkedInAt: cameAt,
      }),
    ]);

    const remind = (regId: string) =>
      app.inject({ method: 'POST', url: `/api/staff/consents/${regId}/reminder`, headers });
    const sent = await remind(ids.bo);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ code: 0, message: '' });
    const reminder = (await mails()).find((mail) =>
      String(mail.headers.get('subject')).startsWith('Consent form needed'),
    )!;
    expect(String(reminder.headers.get('to'))).toBe('parent.bo@example.com');
    expect(reminder.headers.get('subject')).toBe('Consent form needed for Bo Diddley: STEM Career Day');
    const text = textOf(reminder);
    expect(text).toContain('Bo Diddley is registered for the Middle School STEM Career Day on April 25, 2026.');
    expect(text).toContain(`${TEST_SITE}/consent-form-ms`);
    expect(text).toContain('bo@example.com');

    // Once a day per registration: a second click is refused and nothing more is sent.
    const again = await remind(ids.bo);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('A reminder was sent to this parent less than 24 hours ago.');
    expect(
      (await mails()).filter((mail) => String(mail.headers.get('subject')).startsWith('Consent form needed')),
    ).toHaveLength(1);

    // A signed consent, a registration without one, or none at all: nothing to remind.
    expect((await remind(ids.ada)).statusCode).toBe(409);
    expect((await remind(ids.hs)).statusCode).toBe(409);
    expect((await remind(ids.chaperone)).statusCode).toBe(409);
    expect((await remind('no-such-registration')).statusCode).toBe(404);

    expect((await app.store.listAudit(10)).map((line) => [line.action, line.target, line.count])).toEqual([
      ['consent-reminder', 'MSIND', 1],
      ['consents', 'all', 2],
    ]);
  });
});

describe('a signed paper consent form handed to the organisers', () => {
  it('puts the student’s consent in hand for every view, survives the family’s edit, and is recorded once', async () => {
    await start();
    const ids = await register();
    // Bo is in Mae's group; the school said it would submit his consent, and its teacher brings the forms.
    const group = (await app.store.get(ids.group))!;
    const bo = (await app.store.get(ids.bo))!;
    await app.store.update(ids.bo, { ...bo.data, isInGroup: '1', groupId: ids.group, groupCode: 'x' });
    const headers = await headersOf(app, COORDINATOR);
    const missing = async () => (await get('/api/staff/consents', headers)).json<{ data: MissingConsent[] }>().data;
    expect((await missing()).find((consent) => consent.regId === ids.bo)).toMatchObject({
      consentState: 'school',
      group: group.data.groupName,
    });

    const record = (regId: string) => app.inject({ method: 'POST', url: staffPaperConsentPath(regId), headers });
    const recorded = await record(ids.bo);
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toEqual({ code: 0, message: '', data: { consentState: 'paper' } });
    expect((await missing()).map((consent) => consent.regId)).not.toContain(ids.bo);
    // The leader's roster and the family's own page say so.
    const leader = await headersOf(app, 'mae@example.com');
    const members = (await get(`/api/ms-group-reg/${ids.group}/members`, leader)).json().data;
    expect(members).toEqual([expect.objectContaining({ regId: ids.bo, consentState: 'paper' })]);
    const family = await headersOf(app, 'bo@example.com');
    const own = (await get('/api/user-registrations', family)).json().data.registrations;
    expect(own).toEqual([expect.objectContaining({ regId: ids.bo, consentState: 'paper-form-received' })]);

    // The family's later edit (which sends no records) keeps it.
    const { email: _e, confirmEmail: _c, ...edit } = withoutConsent('bo@example.com', 'parent.bo@example.com');
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/ms-ind-reg/${ids.bo}`,
      payload: { ...edit, tShirtSizeId: '5', isInGroup: '1', groupId: ids.group, groupCode: 'x' },
      headers: family,
    });
    expect(saved.json()).toMatchObject({ code: 0 });
    const after = (await get('/api/user-registrations', family)).json().data.registrations;
    expect(after).toEqual([expect.objectContaining({ regId: ids.bo, consentState: 'paper-form-received' })]);

    // Once: a consent in hand, a kind without one, or nobody, are refused with the reason.
    const again = await record(ids.bo);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This student’s consent is already in hand.');
    expect((await record(ids.ada)).statusCode).toBe(409);
    const chaperone = await record(ids.chaperone);
    expect(chaperone.statusCode).toBe(409);
    expect(chaperone.json().message).toBe('This registration needs no parent consent.');
    expect((await record('no-such-registration')).statusCode).toBe(404);
    // A registrant cannot record one.
    const registrant = await app.inject({ method: 'POST', url: staffPaperConsentPath(ids.hs), headers: family });
    expect(registrant.statusCode).toBe(403);
    expect((await app.store.listAudit(10)).map((line) => line.action)).toContain('consent-paper-form');
  });
});

describe('a day-of consent waiting for the parent’s confirmation', () => {
  it('shows as awaiting on the desk’s consents and its list, and leaves the consents once confirmed', async () => {
    await start();
    const ids = await register();
    const headers = await headersOf(app, COORDINATOR);
    const consentOfBo = async () =>
      (await get('/api/staff/consents', headers))
        .json<{ data: MissingConsent[] }>()
        .data.find((consent) => consent.regId === ids.bo)?.consentState;
    const listedConsentOfBo = async () => {
      const list = (await get('/api/staff/registrations?regType=MSIND', headers)).json<{
        data: StaffRegistrationList;
      }>().data;
      const column = list.columns.findIndex((item) => item.label === 'Consent');
      return list.rows.find((row) => row.cells[0] === ids.bo)?.cells[column];
    };
    expect(await consentOfBo()).toBe('school');

    // Filed on the public form: mailed to the parent, not counted, but no longer simply the school's promise.
    const signer = { parentGuardianName: 'Bea Bo', relation: 'Aunt', parentGuardianElSignature: 'Bea Bo' };
    expect((await fileDayOfConsent(app, 'MSDAYOFCONSENT', 'bo@example.com', signer)).json()).toMatchObject({ code: 0 });
    expect(await consentOfBo()).toBe('awaiting-confirmation');
    expect(await listedConsentOfBo()).toBe('Awaiting the parent’s confirmation');

    const request = confirmationRequests(await mails()).at(-1)!;
    expect(String(request.headers.get('to'))).toBe('parent.bo@example.com');
    expect((await confirm(app, tokenOf(request))).json()).toMatchObject({ code: 0 });
    expect(await consentOfBo()).toBeUndefined();
    expect(await listedConsentOfBo()).toBe('Day-of consent received');

    // Who signed it and when it was confirmed, in the career days' zone as every other time on the desk.
    const list = (await get('/api/staff/registrations?regType=MSIND', headers)).json<{
      data: StaffRegistrationList;
    }>().data;
    const bo = list.rows.find((row) => row.regId === ids.bo)!;
    const cell = (label: string) => bo.cells[list.columns.findIndex((column) => column.label === label)];
    expect(cell('Day-of consent signed by')).toBe('Bea Bo (Aunt)');
    expect(cell('Day-of consent confirmed from')).toBe('parent.bo@example.com');
    expect(cell('Day-of consent confirmed')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});

describe('DELETE /api/staff/registrations/{regId}', () => {
  it('tells the sponsorship team that a sponsor deleted on the desk leaves its invoice void', async () => {
    await start({ CMS_API_TOKEN: CMS_TEST_API_TOKEN });
    const regId = await create('/api/company-reg', companyRegistrationBody());
    const headers = await headersOf(app, COORDINATOR);
    expect((await app.inject({ method: 'DELETE', url: `/api/staff/registrations/${regId}`, headers })).statusCode).toBe(
      200,
    );
    const notice = (await mails()).find(
      (mail) => mail.headers.get('subject') === 'Sponsorship invoice STEM-2026-0001 cancelled: Wingfoot Labs',
    );
    expect(notice?.headers.get('to')).toBe('sponsors@organisers.example.org');
    expect(textOf(notice!)).toContain(
      'is cancelled: the organisers deleted the registration on the staff desk. Its main contact, Katherine Johnson (katherine@example.com), was not told by the site: please tell them the invoice is void.',
    );
  });

  it('deletes one registration on request with its day-of consent and mail copies, and records only that', async () => {
    await start();
    const ids = await register();
    const hs = (await app.store.get(ids.hs))!;
    const consent = (await app.store.get(ids.hsConsent))!;
    const headers = await headersOf(app, COORDINATOR);
    expect((await mails()).some((mail) => String(mail.headers.get('to')).includes('hs@example.com'))).toBe(true);

    const answer = await app.inject({ method: 'DELETE', url: `/api/staff/registrations/${ids.hs}`, headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 0, message: '', data: { deleted: 2 } });
    expect(await app.store.get(ids.hs)).toBeNull();
    expect(await app.store.get(ids.hsConsent)).toBeNull();
    expect((await mails()).some((mail) => String(mail.headers.get('to')).includes('hs@example.com'))).toBe(false);
    expect(await app.store.get(ids.ada)).not.toBeNull();

    const again = await app.inject({ method: 'DELETE', url: `/api/staff/registrations/${ids.hs}`, headers });
    expect(again.statusCode).toBe(404);

    const audit = await app.store.listAudit(10);
    expect(audit.map((line) => [line.actor, line.action, line.target, line.count])).toEqual([
      [COORDINATOR, 'delete', 'HSDAYOFCONSENT', 1],
      [COORDINATOR, 'delete', 'HSIND', 1],
    ]);
    const logged = JSON.stringify(audit);
    for (const value of [...personalValuesOf(hs), ...personalValuesOf(consent)]) expect(logged).not.toContain(value);
  });

  it('keeps a brother’s confirmation, mailed to the same parent, when one child’s registration is deleted', async () => {
    await start();
    const parent = 'parent.diddley@example.com';
    const bo = await create('/api/ms-ind-reg', withoutConsent('bo@example.com', parent));
    await create('/api/ms-ind-reg', { ...withoutConsent('cy@example.com', parent), firstName: 'Cyrus' });
    const toParent = async () => (await mails()).filter((mail) => String(mail.headers.get('to')).includes(parent));
    const before = await toParent();
    expect(before.some((mail) => textOf(mail).includes('Cyrus'))).toBe(true);
    const headers = await headersOf(app, COORDINATOR);
    const answer = await app.inject({ method: 'DELETE', url: `/api/staff/registrations/${bo}`, headers });
    expect(answer.statusCode).toBe(200);
    const after = await toParent();
    // Bo's mails are gone; every one about Cyrus is still there.
    expect(after.some((mail) => textOf(mail).includes('Bo Diddley'))).toBe(false);
    expect(after.filter((mail) => textOf(mail).includes('Cyrus'))).toHaveLength(
      before.filter((mail) => textOf(mail).includes('Cyrus')).length,
    );
  });

  /** A group and a student who joined it with its code. */
  async function groupWithStudent(groupName?: string) {
    const group = await create('/api/ms-group-reg', msGroup('mae@example.com', groupName));
    const student = await create('/api/ms-ind-reg', {
      ...msIndividual('ada@example.com'),
      isInGroup: '1',
      groupId: group,
      groupCode: msGroup().groupCode,
    });
    return { group, student };
  }

  it('names a student’s group by its name, not its id, in the list and the export', async () => {
    await start();
    const { group, student } = await groupWithStudent('Lincoln Robotics');
    const headers = await headersOf(app, COORDINATOR);
    const list = (await get('/api/staff/registrations?regType=MSIND', headers)).json<{ data: StaffRegistrationList }>()
      .data;
    const labels = list.columns.map((column) => column.label);
    const row = list.rows.find((line) => line.regId === student)!;
    // "Group", as the desk's search and the organisers read it; the id would match nothing they type.
    expect(row.cells[labels.indexOf('Group')]).toBe('Lincoln Robotics');
    expect(labels).not.toContain('Group id');
    const csv = await get('/api/staff/export?regType=MSIND&format=csv', headers);
    expect(csv.body).toContain('Lincoln Robotics');
    expect(csv.body).not.toContain(group);
  });

  it('names a school not on the list by its name in the School column, where the desk’s table shows it', async () => {
    await start();
    const headers = await headersOf(app, COORDINATOR);
    const regId = await create('/api/ms-ind-reg', {
      ...msIndividual('elm@example.com'),
      schoolId: 'other',
      otherSchoolName: 'Elm Street Academy',
    });
    const list = (await get('/api/staff/registrations?regType=MSIND', headers)).json<{ data: StaffRegistrationList }>()
      .data;
    const row = list.rows.find((line) => line.regId === regId)!;
    expect(row.cells[list.columns.findIndex((column) => column.label === 'School')]).toBe('Other: Elm Street Academy');
  });

  it('keeps a deleted group’s students registered, without the group', async () => {
    await start();
    const { group, student } = await groupWithStudent();
    const headers = await headersOf(app, COORDINATOR);
    await app.inject({ method: 'DELETE', url: `/api/staff/registrations/${group}`, headers });
    expect((await app.store.get(student))?.data).toMatchObject({ isInGroup: '0', groupId: '', groupCode: '' });
  });
});

describe('GET /api/staff/files/{regId}/{attachmentType}/{fileName}', () => {
  it('gives the organisers a registration’s file as a download, and records the read', async () => {
    await start();
    const regId = await create('/api/company-reg', companyRegistrationBody());
    const logo = png(3, 2);
    const body = multipartBody([
      { name: 'regId', value: regId },
      { name: 'attachmentType', value: 'COMPANYLOGO' },
      { name: 'file', filename: 'wingfoot.png', content: logo, type: 'image/png' },
    ]);
    const owner = await headersOf(app, companyRegistrationBody().email);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...body.headers, ...owner },
      payload: body.payload,
    });
    expect(uploaded.json().code).toBe(0);

    const staff = await headersOf(app, COORDINATOR);
    const file = await get(`/api/staff/files/${regId}/COMPANYLOGO/wingfoot.png`, staff);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(logo)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    // Named after whose it is, before its own name: a committee's downloads of one name are told apart.
    expect(file.headers['content-disposition']).toContain('attachment; filename="Wingfoot Labs - wingfoot.png"');
    expect(file.headers['cache-control']).toBe('no-store');
    const [line] = await app.store.listAudit(1);
    expect(line).toMatchObject({ actor: COORDINATOR, action: 'file', target: 'COMPANY', count: 1 });

    // Another name, a type the registration has no file of, an unknown registration: all missing.
    for (const url of [
      `/api/staff/files/${regId}/COMPANYLOGO/other.png`,
      `/api/staff/files/${regId}/COMPANYLOGOEPS/wingfoot.png`,
      '/api/staff/files/no-such-registration/COMPANYLOGO/wingfoot.png',
    ]) {
      expect((await get(url, staff)).statusCode, url).toBe(404);
    }
    expect(await app.store.listAudit(10)).toHaveLength(1);
  });
});

describe('GET /api/staff/audit', () => {
  it('shows the newest staff actions without registrants’ data', async () => {
    await start();
    const ids = await register();
    const headers = await headersOf(app, COORDINATOR);
    await get('/api/staff/registrations?regType=MSIND', headers);
    await get('/api/staff/consents', headers);
    const lines = (await get('/api/staff/audit', headers)).json<{ data: StaffAuditLine[] }>().data;
    expect(lines.map((line) => [line.actor, line.action, line.target, line.count])).toEqual([
      [COORDINATOR, 'consents', 'all', 1],
      [COORDINATOR, 'list', 'MSIND', 2],
    ]);
    const registrations = await Promise.all(Object.values(ids).map((regId) => app.store.get(regId)));
    const logged = JSON.stringify(lines);
    for (const registration of registrations) {
      for (const value of personalValuesOf(registration!)) expect(logged).not.toContain(value);
    }
  });
});

describe('the organisers’ requests in the log (SECURITY.md item 19)', () => {
  it('never carry a name searched at the door or the desk, a desk export’s filter or a file’s name', async () => {
    const lines: string[] = [];
    ({ app, mails } = await startStaffApp({
      env: { RATE_LIMIT_CREATES: '100/1m', LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(line) },
    }));
    const regId = await create('/api/company-reg', companyRegistrationBody());
    const body = multipartBody([
      { name: 'regId', value: regId },
      { name: 'attachmentType', value: 'COMPANYLOGO' },
      { name: 'file', filename: 'canary9d2-logo.png', content: png(3, 2), type: 'image/png' },
    ]);
    const owner = await headersOf(app, companyRegistrationBody().email);
    await app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...body.headers, ...owner },
      payload: body.payload,
    });
    const staff = await headersOf(app, COORDINATOR);
    expect((await get('/api/staff/check-in/search?name=canary9d2%40example.com', staff)).statusCode).toBe(200);
    expect((await get('/api/staff/export?regType=COMPANY&format=csv&q=Canary9d2%20Lovelace', staff)).statusCode).toBe(
      200,
    );
    expect((await get(`/api/staff/files/${regId}/COMPANYLOGO/canary9d2-logo.png`, staff)).statusCode).toBe(200);
    expect((await get('/api/staff/search?q=canary9d2', staff)).statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('/api/staff/check-in/search?name=(hidden)');
    expect(log).toContain('/api/staff/export?regType=COMPANY&format=csv&q=(hidden)');
    expect(log).toContain(`/api/staff/files/${regId}/COMPANYLOGO/(file name)`);
    expect(log).toContain('/api/staff/search?q=(hidden)');
    expect(log.toLowerCase()).not.toContain('canary9d2');
  });
});
