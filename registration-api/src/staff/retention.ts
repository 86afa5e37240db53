import type { FastifyBaseLogger } from 'fastify';
import {
  EVENT_SLUGS,
  REGISTRATION_KINDS,
  type EventSlug,
  type RegType,
  type RetentionKindPlan,
  type RetentionPlan,
} from '@stem/shared';
import type { CmsClient } from '../cms/cms-client.ts';
import type { Registration } from '../store/registration-store.ts';
import { expiredPendingConsents, forgetExpiredPendingConsents } from '../consents/pending-consents.ts';
import { eraseRegistration, type ErasureDeps } from './erasure.ts';
import { localDate } from './flatten.ts';
import { eventsOf } from './kind-events.ts';

export interface RetentionDeps extends ErasureDeps {
  cms: CmsClient;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** Who ran the job, for the audit log: a staff member's email, or the job's own name. */
export const RETENTION_JOB_ACTOR = 'retention job';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `months` after `from`, on the same day of the month or the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The registration's last change: its form data, a leader's status request, its invoice. */
export function lastChangeOf(registration: Registration): number {
  const { memberStatus, invoice } = registration;
  return Math.max(
    ...[registration.updatedAt, memberStatus?.setAt, invoice?.issuedAt, invoice?.cancelledAt]
      .filter((time): time is string => typeof time === 'string')
      .map(Date.parse),
  );
}

/** A career day is the one a registration was made for when it comes within a year of the registration. */
const YEAR_MS = 366 * DAY_MS;

/**
 * When a registration may be deleted: `months` after the later of its career days (the end of the latest
 * day it attends, from the CMS) and its last change. The CMS holds this year's days; a day more than a year
 * after the registration was made is a later year's, not the one it was for, and does not count (else
 * moving the date each year would keep every registration for ever). Null when a day it attends is not
 * known (the CMS never read): then it is kept, never deleted on a guess.
 */
export function expiryOf(
  registration: Registration,
  months: number,
  eventDates: ReadonlyMap<EventSlug, string | null>,
): Date | null {
  let from = lastChangeOf(registration);
  for (const event of eventsOf(registration)) {
    const date = eventDates.get(event);
    if (!date) return null;
    // The day ends at midnight after it (UTC: a few hours either way do not matter over months).
    const dayEnd = Date.parse(date) + DAY_MS;
    if (dayEnd - Date.parse(registration.createdAt) <= YEAR_MS) from = Math.max(from, dayEnd);
  }
  return addMonths(new Date(from), months);
}

/** The plan and the registrations it names, oldest expiry first. */
export interface PlannedRetention {
  plan: RetentionPlan;
  due: Registration[];
}

/**
 * What the retention job deletes at `now` (issue 15 point 5): per kind, the months the CMS gives it (its own
 * line, else the default) and which of its registrations expired. With no periods known, or a career day
 * unknown, the kinds concerned delete nothing and the plan says it is incomplete.
 */
export async function planRetention(deps: RetentionDeps, now: Date): Promise<PlannedRetention> {
  const retention = await deps.cms.getDataRetention();
  const eventDates = new Map<EventSlug, string | null>();
  for (const slug of EVENT_SLUGS) eventDates.set(slug, (await deps.cms.getEvent(slug))?.eventDate ?? null);
  let complete = retention !== null;
  const kinds: RetentionKindPlan[] = [];
  const due: Array<{ registration: Registration; expiredOn: Date }> = [];
  for (const kind of Object.values(REGISTRATION_KINDS)) {
    const months =
      retention?.periods.find((period) => period.regType === kind.regType)?.months ?? retention?.defaultMonths;
    const stored = await deps.store.listByType(kind.regType);
    let dueOfKind = 0;
    let next: Date | null = null;
    for (const registration of stored) {
      const expiry = months === undefined ? null : expiryOf(registration, months, eventDates);
      if (expiry === null) {
        complete = false;
        continue;
      }
      if (expiry.getTime() <= now.getTime()) {
        due.push({ registration, expiredOn: expiry });
        dueOfKind += 1;
      } else if (next === null || expiry < next) {
        next = expiry;
      }
    }
    kinds.push({
      regType: kind.regType,
      label: kind.label,
      months: months ?? 0,
      stored: stored.length,
      due: dueOfKind,
      nextExpiry: next ? next.toISOString().slice(0, 10) : null,
    });
  }
  due.sort((a, b) => a.expiredOn.getTime() - b.expiredOn.getTime());
  return {
    plan: {
      complete,
      kinds,
      due: due.map(({ registration, expiredOn }) => ({
        regId: registration.regId,
        regType: registration.regType,
        expiredOn: localDate(expiredOn.toISOString()),
      })),
    },
    due: due.map(({ registration }) => registration),
  };
}

/** What a run deleted, per kind (a student's day-of consent counts under its own kind). */
export type RetentionDeleted = Partial<Record<RegType, number>>;

/** The audit target of the day-of consents filed but never confirmed, deleted once their link ran out. */
export const EXPIRED_CONSENT_LINKS = 'unconfirmed day-of consents';

/**
 * Runs the retention job: deletes every registration due now with everything held about it (files, a
 * student's day-of consent, mail copies; erasure.ts), and every day-of consent filed on the public form
 * whose confirmation link ran out unused (`unconfirmedConsents`: it can never count, and holds a parent's
 * email and signature); makes the deletions final on disk, and writes one audit line per kind with how many
 * went; the audit log never names them. With `dryRun` it deletes nothing and only answers what it would.
 */
export async function runRetention(
  deps: RetentionDeps,
  options: { now?: Date; dryRun?: boolean; actor?: string; requestId?: string | null } = {},
): Promise<{ plan: RetentionPlan; deleted: RetentionDeleted; unconfirmedConsents: number }> {
  const now = options.now ?? new Date();
  const { plan, due } = await planRetention(deps, now);
  const deleted: RetentionDeleted = {};
  if (options.dryRun) {
    const expired = await expiredPendingConsents(deps.store, now);
    return { plan, deleted, unconfirmedConsents: expired.filter(({ confirmed }) => !confirmed).length };
  }
  for (const registration of due) {
    const erased = await eraseRegistration(deps, registration.regId);
    for (const gone of erased?.registrations ?? []) deleted[gone.regType] = (deleted[gone.regType] ?? 0) + 1;
  }
  const unconfirmedConsents = await forgetExpiredPendingConsents(deps.store, now);
  if (due.length > 0 || unconfirmedConsents > 0) await deps.store.reclaimDeleted();
  const counts: Array<[target: string, count: number]> = Object.entries(deleted);
  if (unconfirmedConsents > 0) counts.push([EXPIRED_CONSENT_LINKS, unconfirmedConsents]);
  for (const [target, count] of counts) {
    await deps.store.recordAudit({
      actor: options.actor ?? RETENTION_JOB_ACTOR,
      action: 'retention-delete',
      target,
      count,
      requestId: options.requestId ?? null,
    });
  }
  if (!plan.complete) {
    deps.log.warn('retention: the periods or a career day are not known from the CMS; those registrations are kept');
  }
  deps.log.info({ retentionDeleted: deleted, unconfirmedConsents }, 'retention job done');
  return { plan, deleted, unconfirmedConsents };
}
