import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import * as v from 'valibot';
import {
  CONSENT_REMINDER_INTERVAL_HOURS,
  EVENT_SLUGS,
  consentInHand,
  REG_TYPES,
  REGISTRATION_KINDS,
  REMOVAL_DECISIONS,
  STAFF_EXPORT_FORMATS,
  STAFF_PAPER_CONSENT_ROUTE,
  type Answer,
  type Headcounts,
  type MissingConsent,
  type PaperConsentRecorded,
  type RegType,
  type RemovalRequest,
  type RetentionPlan,
  type StaffAuditLine,
  type StaffRegistrationList,
  type StaffSearchCounts,
} from '@stem/shared';
import { withPaperForm } from '../consents/consent-record.ts';
import { ConsentStates } from '../consents/consent-state.ts';
import { AppError } from '../errors/app-error.ts';
import { namedDownload, sendAsDownload } from '../files/file-name.ts';
import { entityNameOf, personName } from '../registrations/person-name.ts';
import { organiserAddresses, type OrganiserAddressOptions } from '../contact/contact-recipients.ts';
import { invoiceCancelledMail } from '../invoices/sponsorship-invoices.ts';
import { FileParamsSchema, type FileParams } from '../files/upload-schemas.ts';
import { REG_ID, type Registration } from '../store/registration-store.ts';
import { auditStaff } from '../staff/audit.ts';
import { CatalogueNames } from '../staff/catalogue-names.ts';
import { consentReminderMail, missingConsentOf } from '../staff/consent-reminder.ts';
import { eraseRegistration, type ErasureDeps } from '../staff/erasure.ts';
import { csvOf, headcountsXlsxOf, xlsxOf } from '../staff/exports.ts';
import { allRegistrations, headcounts } from '../staff/headcounts.ts';
import { Attendance } from '../check-in/attendance.ts';
import { membersAmong } from '../groups/group-roster.ts';
import { decideRemoval, noRequestWaiting, removalRequestsAmong } from '../groups/removal-requests.ts';
import { holdsEvery, searchWords } from '@stem/shared/text/search-key';
import { localDate } from '../staff/flatten.ts';
import { peopleList } from '../staff/people-list.ts';
import { registrationTable } from '../staff/registration-table.ts';
import { deleteMailsAbout } from '../staff/registration-mails.ts';
import { planRetention } from '../staff/retention.ts';
import { NoQuery } from '../validation/request-schemas.ts';

export interface StaffRoutesOptions {
  publicSiteUrl: string;
  /** Where the copies of sent mail are (OUTBOX_DIR): a deleted registration's go with it. */
  outboxDir: string;
  /** EVENT_REMINDER_DAYS, for the headcounts' "reminders from" date. */
  reminderDays: number;
  /** Where the sponsorship team hears of an invoice voided by a deletion. */
  organisers: OrganiserAddressOptions;
}

const KindQuery = v.strictObject({ regType: v.picklist(REG_TYPES, 'must be a registration kind') });
const ExportQuery = v.strictObject({
  regType: v.picklist(REG_TYPES, 'must be a registration kind'),
  format: v.picklist(STAFF_EXPORT_FORMATS, 'must be csv or xlsx'),
  /** The desk's search: the export holds the rows it shows (`searchKey` over every cell, as the desk does). */
  q: v.optional(v.pipe(v.string(), v.maxLength(200, 'must be at most 200 characters'))),
});
/** The desk's search words (every kind): required, as a search without words counts everything. */
const SearchQuery = v.strictObject({
  q: v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'), v.maxLength(200, 'must be at most 200 characters')),
});
// Any regId-shaped string: a staff route answers a missing one with 404, whatever its kind.
const StaffRegIdParams = v.object({ regId: v.pipe(v.string(), v.regex(REG_ID)) });
type StaffRegIdParams = v.InferOutput<typeof StaffRegIdParams>;
const StaffFileParams = v.object({ ...FileParamsSchema.entries, ...StaffRegIdParams.entries });
const RemovalParams = v.object({
  ...StaffRegIdParams.entries,
  decision: v.picklist(REMOVAL_DECISIONS, 'must be remove or keep'),
});
type RemovalParams = v.InferOutput<typeof RemovalParams>;

const AUDIT_LINES = 200;
const ok = <T>(data: T): Answer<T> => ({ code: 0, message: '', data });

const EXPORT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** An export sent as a file to save, named `stem-career-day-<name>.<format>`. */
function sendAttachment(reply: FastifyReply, name: string, format: keyof typeof EXPORT_TYPES, body: Buffer | Readable) {
  return reply
    .header('content-disposition', `attachment; filename="stem-career-day-${name}.${format}"`)
    .type(EXPORT_TYPES[format])
    .send(body);
}

/**
 * The organisers' desk (issue 15 points 1-3, 5; SECURITY.md item 29), every route `staff`: a registrant's
 * token is 403, no token 401. Each read and export writes its audit line (staff/audit.ts) before it
 * answers; answers are never cached (the access rule sets no-store). Routes do HTTP only; the staff/
 * modules hold the rules, all of them generic over the kind registry.
 */
export default async function staffRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  const staff = { access: 'staff' as const };
  const tableContext = async () => ({
    names: await CatalogueNames.load(app.cms, app.store),
    consents: await ConsentStates.load(app.store),
    attachmentFields: (registration: Registration) => app.attachments.fieldsOf(registration),
  });
  const erasureDeps: ErasureDeps = {
    store: app.store,
    files: app.attachments,
    deleteMails: (erased) => deleteMailsAbout(options.outboxDir, erased),
  };
  const organisers = organiserAddresses(app.cms, options.organisers);

  /** Every registration, counted now: the desk's headcounts and their workbook. */
  const countNow = async () => {
    const registrations = await allRegistrations(app.store);
    const counted = await headcounts(registrations, {
      cms: app.cms,
      names: await CatalogueNames.load(app.cms, app.store),
      consents: await ConsentStates.load(app.store),
      attendance: await Attendance.load(app.store, registrations),
      now: new Date(),
      reminderDays: options.reminderDays,
    });
    return { registrations, counted };
  };

  app.get(
    '/api/staff/headcounts',
    { config: staff, schema: { querystring: NoQuery } },
    async (request): Promise<Answer<Headcounts>> => {
      const { registrations, counted } = await countNow();
      await auditStaff(app, request, { action: 'headcounts', target: 'all', count: registrations.length });
      return ok(counted);
    },
  );

  // The same counts as a workbook, for whoever orders the lunches, T-shirts and buses.
  app.get(
    '/api/staff/headcounts/export',
    { config: staff, schema: { querystring: NoQuery } },
    async (request, reply) => {
      const { registrations, counted } = await countNow();
      await auditStaff(app, request, { action: 'export-headcounts', target: 'all', count: registrations.length });
      return sendAttachment(
        reply,
        `headcounts-${localDate(counted.countedAt)}`,
        'xlsx',
        await headcountsXlsxOf(counted),
      );
    },
  );

  // Everyone coming, one row per person: for name badges, sign-in sheets and the lunch list by name.
  app.get('/api/staff/people/export', { config: staff, schema: { querystring: NoQuery } }, async (request, reply) => {
    const registrations = await allRegistrations(app.store);
    const events = await Promise.all(EVENT_SLUGS.map((slug) => app.cms.getEvent(slug)));
    const people = peopleList(registrations, {
      names: await CatalogueNames.load(app.cms, app.store),
      attendance: await Attendance.load(app.store, registrations),
      dayNames: new Map(EVENT_SLUGS.flatMap((slug, i) => (events[i] ? [[slug, events[i].name] as const] : []))),
    });
    await auditStaff(app, request, { action: 'export-people', target: 'all', count: people.rows.length });
    return sendAttachment(reply, `people-${localDate(new Date().toISOString())}`, 'xlsx', xlsxOf(people, 'People'));
  });

  /** The rows of a table the desk's search words find (`searchKey` over every cell, as the desk does). */
  const matchingRows = (table: StaffRegistrationList, words: readonly string[]) =>
    table.rows.filter((row) => holdsEvery(row.cells.join(' '), words));

  // `context`: what every kind's table reads alike, loaded once when several kinds are tabled in one request.
  async function tableOf(
    regType: RegType,
    context?: Awaited<ReturnType<typeof tableContext>>,
  ): Promise<StaffRegistrationList> {
    const registrations = await app.store.listByType(regType);
    const attendance = await Attendance.load(app.store, registrations);
    // A group kind's rows say how many students joined and who (their `groupId` names the group).
    const everyone = REGISTRATION_KINDS[regType].thankYou === 'group' ? await allRegistrations(app.store) : null;
    const membersOf = everyone ? (group: Registration) => membersAmong(group, everyone) : undefined;
    return registrationTable(regType, registrations, {
      ...(context ?? (await tableContext())),
      attendance,
      membersOf,
    });
  }

  app.get<{ Querystring: v.InferOutput<typeof KindQuery> }>(
    '/api/staff/registrations',
    { config: staff, schema: { querystring: KindQuery } },
    async (request): Promise<Answer<StaffRegistrationList>> => {
      const table = await tableOf(request.query.regType);
      await auditStaff(app, request, { action: 'list', target: request.query.regType, count: table.rows.length });
      return ok(table);
    },
  );

  // Where else a search's words are: a family, a school or a company is looked for without knowing its kind.
  // Counts only, so it is not audited as a list is: the rows are read through the list, which is.
  app.get<{ Querystring: v.InferOutput<typeof SearchQuery> }>(
    '/api/staff/search',
    { config: staff, schema: { querystring: SearchQuery } },
    async (request): Promise<Answer<StaffSearchCounts>> => {
      const words = searchWords(request.query.q);
      const context = await tableContext();
      const counts: StaffSearchCounts = [];
      for (const regType of Object.keys(REGISTRATION_KINDS) as RegType[]) {
        counts.push({ regType, matching: matchingRows(await tableOf(regType, context), words).length });
      }
      return ok(counts);
    },
  );

  app.get<{ Querystring: v.InferOutput<typeof ExportQuery> }>(
    '/api/staff/export',
    { config: staff, schema: { querystring: ExportQuery } },
    async (request, reply) => {
      const { regType, format, q = '' } = request.query;
      const words = searchWords(q);
      const whole = await tableOf(regType);
      const table = { ...whole, rows: matchingRows(whole, words) };
      await auditStaff(app, request, { action: `export-${format}`, target: regType, count: table.rows.length });
      const matching = words.length > 0 ? '-matching' : '';
      const file = `${regType.toLowerCase()}-${localDate(new Date().toISOString())}${matching}`;
      const body = format === 'csv' ? csvOf(table) : xlsxOf(table, REGISTRATION_KINDS[regType].label);
      return sendAttachment(reply, file, format, body);
    },
  );

  app.get(
    '/api/staff/consents',
    { config: staff, schema: { querystring: NoQuery } },
    async (request): Promise<Answer<MissingConsent[]>> => {
      const { names, consents } = await tableContext();
      const without = (await allRegistrations(app.store)).flatMap(
        (registration) => missingConsentOf(registration, consents, names) ?? [],
      );
      // Whether each came to the door: read for these students only.
      const attendance = await Attendance.load(app.store, without);
      const missing = without.map((row) => ({ ...row, checkedInAt: attendance.checkedInAt(row) }));
      await auditStaff(app, request, { action: 'consents', target: 'all', count: missing.length });
      return ok(missing);
    },
  );

  // Per registration, at most one reminder a day (shared by every API instance): staff cannot flood a parent.
  app.post<{ Params: StaffRegIdParams }>(
    '/api/staff/consents/:regId/reminder',
    { config: staff, schema: { params: StaffRegIdParams, querystring: NoQuery } },
    async (request): Promise<Answer> => {
      const registration = await app.store.get(request.params.regId);
      if (!registration) throw new AppError('NOT_FOUND', 'Not found');
      const { names, consents } = await tableContext();
      if (!missingConsentOf(registration, consents, names)) {
        throw new AppError('CONFLICT', 'This student’s consent is not missing.');
      }
      const mail = await consentReminderMail(registration, { cms: app.cms, publicSiteUrl: options.publicSiteUrl });
      if (!mail) throw new AppError('CONFLICT', 'This registration has no parent/guardian email to remind.');
      const until = new Date(Date.now() + CONSENT_REMINDER_INTERVAL_HOURS * 3600 * 1000);
      if (!(await app.sharedState.consumeOnce(`consent-reminder:${registration.regId}`, until))) {
        throw new AppError(
          'RATE_LIMITED',
          `A reminder was sent to this parent less than ${CONSENT_REMINDER_INTERVAL_HOURS} hours ago.`,
        );
      }
      await auditStaff(app, request, { action: 'consent-reminder', target: registration.regType, count: 1 });
      // Queued with the student's registration: retention and deletion on request take it with them.
      await app.store.enqueueMails([{ regId: registration.regId, message: await app.mailComposer.compose(mail) }]);
      app.mailWorker.wake();
      return ok(undefined);
    },
  );

  // A signed paper consent form handed to the organisers (the school's, as the registration promised, or one a
  // parent brought to the door): recorded on the student's registration, it puts the consent in hand for every
  // view (the roster, the desk, the door). Nobody else can: the form's records are written by the API only.
  app.post<{ Params: StaffRegIdParams }>(
    STAFF_PAPER_CONSENT_ROUTE,
    { config: staff, schema: { params: StaffRegIdParams, querystring: NoQuery } },
    async (request): Promise<Answer<PaperConsentRecorded>> => {
      const registration = await app.store.get(request.params.regId);
      if (!registration) throw new AppError('NOT_FOUND', 'Not found');
      const state = (await ConsentStates.load(app.store)).of(registration);
      if (state === null) throw new AppError('CONFLICT', 'This registration needs no parent consent.');
      if (consentInHand(state)) throw new AppError('CONFLICT', 'This student’s consent is already in hand.');
      const recordedBy = app.auth.staff.staffEmail(request.session!) ?? 'unknown';
      const updated = await app.store.update(
        registration.regId,
        withPaperForm(registration.data, recordedBy, new Date()),
      );
      if (!updated) throw new AppError('NOT_FOUND', 'Not found');
      await auditStaff(app, request, { action: 'consent-paper-form', target: registration.regType, count: 1 });
      return ok({ consentState: 'paper' });
    },
  );

  app.get(
    '/api/staff/removals',
    { config: staff, schema: { querystring: NoQuery } },
    async (request): Promise<Answer<RemovalRequest[]>> => {
      const requests = removalRequestsAmong(await allRegistrations(app.store));
      await auditStaff(app, request, { action: 'removals', target: 'MSIND', count: requests.length });
      return ok(requests);
    },
  );

  // The organisers' answer to a group leader's removal request; the leader and the family are mailed.
  app.post<{ Params: RemovalParams }>(
    '/api/staff/removals/:regId/:decision',
    { config: staff, schema: { params: RemovalParams, querystring: NoQuery } },
    async (request): Promise<Answer> => {
      const { regId, decision } = request.params;
      const decided = await decideRemoval(
        { store: app.store, mailComposer: app.mailComposer, publicSiteUrl: options.publicSiteUrl },
        regId,
        decision,
      );
      if (!decided) {
        const student = await app.store.get(regId);
        if (!student) throw new AppError('NOT_FOUND', 'Not found');
        throw new AppError('CONFLICT', noRequestWaiting(student));
      }
      await auditStaff(app, request, { action: `removal-${decision}`, target: decided.regType, count: 1 });
      app.mailWorker.wake();
      return ok(undefined);
    },
  );

  app.delete<{ Params: StaffRegIdParams }>(
    '/api/staff/registrations/:regId',
    { config: staff, schema: { params: StaffRegIdParams, querystring: NoQuery } },
    async (request: FastifyRequest<{ Params: StaffRegIdParams }>): Promise<Answer<{ deleted: number }>> => {
      const held = await app.store.get(request.params.regId);
      const erased = await eraseRegistration(erasureDeps, request.params.regId);
      if (!erased) throw new AppError('NOT_FOUND', 'Not found');
      await app.store.reclaimDeleted();
      // A sponsor deleted on the desk (a duplicate): its invoice is void, and the team keeping the books is
      // told, as for any cancellation (qa15c). Written after the erasure, which deletes the company's mails.
      if (held?.invoice && held.invoice.cancelledAt === null) {
        const notice = await invoiceCancelledMail(
          { mailComposer: app.mailComposer, organisers },
          held,
          held.invoice,
          'deleted-on-desk',
        );
        await app.store.enqueueMails([{ regId: null, message: notice }]);
        app.mailWorker.wake();
      }
      for (const regType of new Set(erased.registrations.map((gone) => gone.regType))) {
        const count = erased.registrations.filter((gone) => gone.regType === regType).length;
        await auditStaff(app, request, { action: 'delete', target: regType, count });
      }
      return ok({ deleted: erased.registrations.length });
    },
  );

  app.get(
    '/api/staff/retention',
    { config: staff, schema: { querystring: NoQuery } },
    async (request): Promise<Answer<RetentionPlan>> => {
      const { plan } = await planRetention({ ...erasureDeps, cms: app.cms, log: request.log }, new Date());
      await auditStaff(app, request, { action: 'retention-plan', target: 'all', count: plan.due.length });
      return ok(plan);
    },
  );

  // A registration's file (a scholarship's score report, a sponsor's logo) for the organisers who review the
  // application or put the logo on the website: the owner's download, recorded as one read of its kind.
  app.get<{ Params: FileParams }>(
    '/api/staff/files/:regId/:attachmentType/:fileName',
    { config: staff, schema: { params: StaffFileParams, querystring: NoQuery } },
    async (request, reply) => {
      const { regId, attachmentType, fileName } = request.params;
      const registration = await app.store.get(regId);
      const opened = registration && (await app.attachments.open(registration, attachmentType, fileName));
      if (!registration || !opened) throw new AppError('NOT_FOUND', 'Not found');
      await auditStaff(app, request, { action: 'file', target: registration.regType, count: 1 });
      // As the owner gets it, named after whose it is: a committee's downloads of fifty applications were
      // fifty "acceptance.pdf" (qa15b).
      const whose = entityNameOf(registration) || personName(registration);
      return sendAsDownload(reply, opened, namedDownload(whose, opened.file.fileName));
    },
  );

  // The log of staff actions holds no registrant's data: reading it is not itself a read to record.
  app.get(
    '/api/staff/audit',
    { config: staff, schema: { querystring: NoQuery } },
    async (): Promise<Answer<StaffAuditLine[]>> =>
      ok(
        (await app.store.listAudit(AUDIT_LINES)).map(({ at, actor, action, target, count }) => ({
          at,
          actor,
          action,
          target,
          count,
        })),
      ),
  );
}
