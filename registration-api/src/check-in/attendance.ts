import type { Registration, RegistrationStore } from '../store/registration-store.ts';
import { standingsOf } from './standing.ts';

/**
 * Who came, from the check-ins at the door: a registration counts as come from its first check-in on (a
 * check-out after it means they left, not that they did not come), unless an undo took it back (a mistake).
 * Read once per request for the registrations it is asked about.
 */
export class Attendance {
  readonly #firstIn: ReadonlyMap<string, string>;

  private constructor(firstIn: ReadonlyMap<string, string>) {
    this.#firstIn = firstIn;
  }

  static async load(store: Pick<RegistrationStore, 'listCheckIns'>, registrations: readonly Registration[]) {
    const firstIn = new Map<string, string>();
    const records = await store.listCheckIns(registrations.map((registration) => registration.regId));
    for (const [regId, standing] of standingsOf(records)) {
      if (standing.firstInAt !== null) firstIn.set(regId, standing.firstInAt);
    }
    return new Attendance(firstIn);
  }

  /** When the registration was first checked in (ISO 8601), or null when nobody checked it in. */
  checkedInAt(registration: Pick<Registration, 'regId'>): string | null {
    return this.#firstIn.get(registration.regId) ?? null;
  }

  /** How many registrations were checked in. */
  get size(): number {
    return this.#firstIn.size;
  }
}
