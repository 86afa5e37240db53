// The day's check-in (/api/staff/check-in*, issue 15 point 4): what the API answers and the check-in page
// reads. Types and constants only, so the page pays nothing for importing it.
import type { MemberConsentState } from './api-contract.ts';
import type { RegType } from './reg-types.ts';
import type { EventSlug } from './registration-kinds.ts';

/** Every check-in token starts so: the page tells a registration's QR code from any other. */
export const CHECK_IN_TOKEN_PREFIX = 'SCD1.';

/** A check-in token: the prefix and 24 URL-safe characters (144 bits of an HMAC; nothing about the person). */
export const CHECK_IN_TOKEN_FORMAT = /^SCD1\.[A-Za-z0-9_-]{24}$/;

/** A device's id for one check-in or check-out (a UUID): the server records each id once. */
export const CHECK_IN_ID_FORMAT = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * What staff record at the door: a check-in, a check-out (they left), or an undo: the latest check-in was a
 * mistake (the wrong code scanned, the wrong student ticked), so they stand as they did before it. Every one
 * is kept, an undo included, so the day's record says what happened.
 */
export const CHECK_IN_ACTIONS = ['in', 'out', 'undo'] as const;
export type CheckInAction = (typeof CHECK_IN_ACTIONS)[number];

/** At most this many check-ins in one POST (a group's members, or what a device kept while offline). */
export const CHECK_INS_PER_REQUEST = 200;

/** Someone who attends a career day, as the check-in page shows them. */
export interface CheckInPerson {
  regId: string;
  regType: RegType;
  /**
   * As whom they come: "Middle school group leader", "Company contact", else the kind's label ("Middle school
   * student").
   */
  kindLabel: string;
  /** First and last name as registered. */
  name: string;
  /** What else tells them apart: the school, the group's name or the company. */
  detail: string;
  /**
   * What tells two people of one name and detail apart (twins, a common name at one school): a student's
   * grade and parent/guardian, anyone else's email address.
   */
  tellApart: string;
  /** The career days the registration attends. */
  events: EventSlug[];
  /** A student's consent for the day (consent-state.ts); null for a kind without a parent's consent. */
  consentState: MemberConsentState | null;
  /** ISO 8601: the latest check-in, or null. */
  checkedInAt: string | null;
  /** ISO 8601: the latest check-out after that check-in, or null while they are there (or never came). */
  checkedOutAt: string | null;
  /** A group's student whose leader asked for their removal from the group (not yet decided by staff). */
  removalRequested?: true;
  /**
   * A company's additional participants, by name (SPEC §2 "Additional Participants"), who come with its main
   * contact on the one check-in; absent for every other kind.
   */
  participants?: string[];
}

/** GET /api/staff/check-in?token=… `data`: whose QR code it is, and a group leader's members. */
export interface CheckInLookup {
  person: CheckInPerson;
  /** The students of a group (their `groupId` names this registration); empty for anyone else. */
  members: CheckInPerson[];
}

/** One check-in, check-out or undo as the device recorded it (POST /api/staff/check-ins, `checkIns[]`). */
export interface CheckInRequest {
  /** The device's id for it (CHECK_IN_ID_FORMAT): sent again after a lost answer, it is recorded once. */
  id: string;
  regId: string;
  action: CheckInAction;
  /** ISO 8601: when staff checked them in or out on the device (which may have been offline). */
  at: string;
}

/**
 * What became of one check-in: recorded now, recorded before (the same id), of no registration, or `already`: a
 * check-in of someone already in that day, or a check-out or undo of someone not in (another device was first),
 * which changes nothing.
 */
export type CheckInOutcome = 'recorded' | 'duplicate' | 'unknown' | 'already';

/** POST /api/staff/check-ins `data`. */
export interface CheckInAnswer {
  outcomes: Array<{ id: string; outcome: CheckInOutcome }>;
  /** The people concerned as they now stand. */
  people: CheckInPerson[];
}
