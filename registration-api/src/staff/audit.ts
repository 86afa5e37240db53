import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffActionCode } from '@stem/shared/staff/activity-words';

/** What a staff route did, for the audit log: never a registrant's data (see AuditEntry). */
export interface StaffAction {
  /** `headcounts`, `list`, `export-csv`… : a code the desk has words for (STAFF_ACTION_WORDS). */
  action: StaffActionCode;
  /** A regType, an event slug or `all`. */
  target: string;
  /** How many registrations it covered. */
  count: number;
}

/**
 * Records a staff read, export or change in the audit log (SECURITY.md item 29), before the answer goes
 * out: when the line cannot be written, the store's error answers instead (503) and nothing is read
 * unrecorded. Who: the session's verified staff email (the `staff` access rule let it in).
 */
export async function auditStaff(app: FastifyInstance, request: FastifyRequest, done: StaffAction): Promise<void> {
  const actor = request.session ? app.auth.staff.staffEmail(request.session) : null;
  await app.store.recordAudit({ actor: actor ?? 'unknown', ...done, requestId: request.id });
}
