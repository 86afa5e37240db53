import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { StaffActionCode } from '@stem/shared/staff/activity-words';
import {
  CHECK_IN_ACTIONS,
  CHECK_IN_ID_FORMAT,
  CHECK_IN_TOKEN_FORMAT,
  CHECK_INS_PER_REQUEST,
  type Answer,
  type CheckInAnswer,
  type CheckInLookup,
  type CheckInOutcome,
} from '@stem/shared';
import { lookUpToken, peopleOf, searchByName, type CheckInContext } from '../check-in/check-in-desk.ts';
import { changesNothing } from '../check-in/standing.ts';
import { ConsentStates } from '../consents/consent-state.ts';
import { AppError } from '../errors/app-error.ts';
import { auditStaff } from '../staff/audit.ts';
import { CatalogueNames } from '../staff/catalogue-names.ts';
import { REG_ID, type CheckInRecord, type Registration } from '../store/registration-store.ts';
import { isSearchableName } from '@stem/shared/text/search-key';
import { NoQuery } from '../validation/request-schemas.ts';

/** A check-in may have waited on a device this long (offline all day, sent the next morning). */
const OLDEST_CHECK_IN_MS = 7 * 24 * 3600 * 1000;
/** Device clocks run a little fast or slow. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const TokenQuery = v.strictObject({
  token: v.pipe(v.string(), v.regex(CHECK_IN_TOKEN_FORMAT, 'must be a check-in code (SCD1. and 24 characters)')),
});
const SearchQuery = v.strictObject({
  name: v.pipe(
    v.string(),
    v.transform((name) => name.trim()),
    v.check(isSearchableName, 'must be at least 2 characters, or one Chinese, Japanese or Korean character'),
    v.maxLength(100, 'must be at most 100 characters'),
  ),
});
const CheckInItem = v.strictObject({
  id: v.pipe(v.string(), v.regex(CHECK_IN_ID_FORMAT, 'must be 8 to 64 letters, digits, - or _')),
  regId: v.pipe(v.string(), v.regex(REG_ID, 'must be a registration id')),
  action: v.picklist(CHECK_IN_ACTIONS, 'must be in, out or undo'),
  at: v.pipe(
    v.string(),
    v.isoTimestamp('must be an ISO 8601 time'),
    v.check((at) => {
      const time = Date.parse(at);
      return time <= Date.now() + CLOCK_SKEW_MS && time >= Date.now() - OLDEST_CHECK_IN_MS;
    }, 'must be within the last 7 days and not in the future'),
  ),
});
const CheckInBody = v.strictObject({
  checkIns: v.pipe(
    v.array(CheckInItem),
    v.minLength(1, 'must hold at least one check-in'),
    v.maxLength(CHECK_INS_PER_REQUEST, `must hold at most ${CHECK_INS_PER_REQUEST} check-ins`),
  ),
});
type CheckInBody = v.InferOutput<typeof CheckInBody>;

const ok = <T>(data: T): Answer<T> => ({ code: 0, message: '', data });

/** What a look-up or a search audits: the people it showed, a group's students included. */
const peopleShown = (found: readonly CheckInLookup[]) => found.reduce((sum, one) => sum + 1 + one.members.length, 0);

/**
 * Check-in on the day (issue 15 point 4), every route `staff` like the desk's (a registrant's token is 403)
 * and audited like them: a QR code's person, a search by name, and recording check-ins and check-outs.
 * POST takes a batch (a group's ticked members, or what a phone kept while offline), each with the device's
 * id, which the store records once: a batch sent again after a lost answer changes nothing.
 */
export default async function checkInRoutes(app: FastifyInstance) {
  const staff = { access: 'staff' as const };
  const context = async (): Promise<CheckInContext> => ({
    store: app.store,
    tokens: app.checkInTokens,
    names: await CatalogueNames.load(app.cms, app.store),
    consents: await ConsentStates.load(app.store),
  });

  app.get<{ Querystring: v.InferOutput<typeof TokenQuery> }>(
    '/api/staff/check-in',
    { config: staff, schema: { querystring: TokenQuery } },
    async (request): Promise<Answer<CheckInLookup>> => {
      const found = await lookUpToken(request.query.token, await context());
      await auditStaff(app, request, {
        action: 'check-in-lookup',
        target: found?.person.regType ?? 'all',
        count: peopleShown(found ? [found] : []),
      });
      if (!found)
        throw new AppError(
          'NOT_FOUND',
          'No registration has this check-in code: it may have been cancelled or deleted.',
        );
      return ok(found);
    },
  );

  app.get<{ Querystring: v.InferOutput<typeof SearchQuery> }>(
    '/api/staff/check-in/search',
    { config: staff, schema: { querystring: SearchQuery } },
    async (request): Promise<Answer<CheckInLookup[]>> => {
      const found = await searchByName(request.query.name, await context());
      // The count only: the log never holds what was searched for.
      await auditStaff(app, request, { action: 'check-in-search', target: 'all', count: peopleShown(found) });
      return ok(found);
    },
  );

  /**
   * An undo takes back the latest check-in, and check-ins are read in the order they happened: one sent from
   * a device whose clock runs behind the one that checked the person in is placed just after that check-in.
   */
  const afterTheLatest = (records: readonly CheckInRecord[], at: string): string => {
    const latest = records.at(-1)?.at;
    return latest === undefined || latest < at ? at : new Date(Date.parse(latest) + 1).toISOString();
  };

  app.post<{ Body: CheckInBody }>(
    '/api/staff/check-ins',
    { config: staff, schema: { body: CheckInBody, querystring: NoQuery } },
    async (request: FastifyRequest<{ Body: CheckInBody }>): Promise<Answer<CheckInAnswer>> => {
      const by = (request.session && app.auth.staff.staffEmail(request.session)) ?? 'unknown';
      const outcomes: CheckInAnswer['outcomes'] = [];
      const concerned = new Map<string, Registration>();
      // One audit line per action and kind, with how many.
      const counts = new Map<string, { action: StaffActionCode; target: string; count: number }>();
      for (const checkIn of request.body.checkIns) {
        const registration = concerned.get(checkIn.regId) ?? (await app.store.get(checkIn.regId));
        // The person's check-ins so far, read once for both uses below.
        const records = registration ? await app.store.listCheckIns([checkIn.regId]) : [];
        const at = registration && checkIn.action === 'undo' ? afterTheLatest(records, checkIn.at) : checkIn.at;
        // Recorded all the same (what the door did), but a check-in that finds the person in, or a check-out or
        // an undo that finds them out, is no news to where they stand, and the phone that sent it says so
        // (qa25c, qa28a: two phones, one student).
        const noNews = registration ? changesNothing(records, checkIn.action, at) : false;
        const done = registration ? await app.store.recordCheckIn({ ...checkIn, at, by }) : null;
        const outcome: CheckInOutcome =
          done === null ? 'unknown' : done.duplicate ? 'duplicate' : noNews ? 'already' : 'recorded';
        outcomes.push({ id: checkIn.id, outcome });
        if (!registration || done === null) continue;
        concerned.set(registration.regId, registration);
        const action = `check-${checkIn.action}` as const;
        const key = `${action} ${registration.regType}`;
        const counted = counts.get(key) ?? { action, target: registration.regType, count: 0 };
        counts.set(key, { ...counted, count: counted.count + 1 });
      }
      for (const line of counts.values()) await auditStaff(app, request, line);
      return ok({ outcomes, people: await peopleOf([...concerned.values()], await context()) });
    },
  );
}
