import type { Registration, RegistrationStore } from '../store/registration-store.ts';
import type { CheckInRecord } from '../store/registration-store.ts';
import { recordsByRegistration, standingOf, standingOn } from './standing.ts';

/**
 * Who came, from the check-ins at the door: a registration counts as come from its first check-in on (a
 * check-out after it means they left, not that they did not come), unless an undo took it back (a mistake).
 * Read once per request for the registrations it is asked about.
 */
export class Attendance {
  readonly #records: ReadonlyMap<string, readonly CheckInRecord[]>;
  readonly #firstIn: ReadonlyMap<string, string>;

  private constructor(records: ReadonlyMap<string, readonly CheckInRecord[]>) {
    this.#records = records;
    const firstIn = new Map<string, string>();
    for (const [regId, own] of records) {
      const { firstInAt } = standingOf(own);
      if (firstInAt !== null) firstIn.set(regId, firstInAt);
    }
    this.#firstIn = firstIn;
  }

  static async load(
    store: Pick<RegistrationStore, 'listCheckIns'>,
    registrations: readonly Pick<Registration, 'regId'>[],
  ) {
    const records = await store.listCheckIns(registrations.map((registration) => registration.regId));
    return new Attendance(recordsByRegistration(records));
  }

  /** When the registration was first checked in (ISO 8601), or null when nobody checked it in. */
  checkedInAt(registration: Pick<Registration, 'regId'>): string | null {
    return this.#firstIn.get(registration.regId) ?? null;
  }

  /**
   * Whether a registration of several career days came to the one on `date` (YYYY-MM-DD at the career days'
   * time zone; null when the CMS has no date for it): checked in on that date. Check-ins on none of its
   * days' dates (a rehearsal, a device's wrong clock) count on each of them, as they would for one day.
   */
  cameOn(
    registration: Pick<Registration, 'regId'>,
    date: string | null,
    itsDates: readonly (string | null)[],
  ): boolean {
    if (this.checkedInAt(registration) === null) return false;
    const own = this.#records.get(registration.regId) ?? [];
    const cameThatDay = (day: string | null) => day !== null && standingOn(day, own).firstInAt !== null;
    return date === null || cameThatDay(date) || !itsDates.some(cameThatDay);
  }

  /** How many registrations were checked in. */
  get size(): number {
    return this.#firstIn.size;
  }
}
