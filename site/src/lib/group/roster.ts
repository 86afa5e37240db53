import {
  consentInHand,
  MEMBER_CONSENT_STATE_WORDS,
  SHARED_SCHEDULE_LIMIT,
  type GroupMember,
  type MemberConsentState,
} from '@stem/shared/api-contract';
import type { Choice } from '../api/registration-client.ts';

/** The words for a consent state; anything unknown reads as missing, so nobody counts on a consent not there. */
export const consentWords = (state: MemberConsentState): string =>
  MEMBER_CONSENT_STATE_WORDS[state] ?? MEMBER_CONSENT_STATE_WORDS.missing;

/** What the roster shows for an id the catalogue does not have (not loaded, or retired from the CMS). */
export const UNKNOWN_TITLE = 'Not listed';

/** A catalogue id's title (grade, lunch, T-shirt size), as the form's select shows it. */
export const titleOf = (options: readonly Choice[], id: string): string =>
  options.find((option) => option.value === id)?.label ?? UNKNOWN_TITLE;

/** A label and how many members have it. */
export interface Tally {
  label: string;
  count: number;
}

/** The roster summary above the member table (beyond SPEC: what a leader orders and checks for the day). */
export interface RosterSummary {
  /** Members who come: everyone not pending removal. */
  members: number;
  pendingRemoval: number;
  /** More members than can share one schedule (SPEC §9): the group is split into smaller ones on the day. */
  splitOnTheDay: boolean;
  consents: {
    /** Signed on the form, or a day-of consent received. */
    complete: number;
    /** The school will submit it. */
    inProgress: number;
    missing: number;
  };
  /** By type, in catalogue order, only the types someone has; unknown ids last, together. */
  lunches: Tally[];
  tShirts: Tally[];
}

function tally(ids: readonly string[], options: readonly Choice[]): Tally[] {
  const counts = new Map<string, number>();
  for (const value of ids) counts.set(value, (counts.get(value) ?? 0) + 1);
  const known = options.flatMap((option) => {
    const count = counts.get(option.value) ?? 0;
    return count > 0 ? [{ label: option.label, count }] : [];
  });
  const unknown = ids.filter((value) => !options.some((option) => option.value === value)).length;
  return unknown > 0 ? [...known, { label: UNKNOWN_TITLE, count: unknown }] : known;
}

/**
 * Counts the roster. A member pending removal is counted apart and left out of every other count: the
 * leader has asked for them not to come, so no lunch, T-shirt or consent is needed for them.
 */
export function rosterSummary(
  members: readonly GroupMember[],
  catalogues: { lunches: readonly Choice[]; tShirtSizes: readonly Choice[] },
): RosterSummary {
  const coming = members.filter((member) => member.status !== 'pending-removal');
  const consents = { complete: 0, inProgress: 0, missing: 0 };
  for (const { consentState } of coming) {
    if (consentInHand(consentState)) consents.complete += 1;
    // Coming, but not in hand yet: the school's form, or a parent who has not clicked the mailed link.
    else if (consentState === 'school' || consentState === 'awaiting-confirmation') consents.inProgress += 1;
    else consents.missing += 1;
  }
  return {
    members: coming.length,
    pendingRemoval: members.length - coming.length,
    splitOnTheDay: coming.length > SHARED_SCHEDULE_LIMIT,
    consents,
    lunches: tally(
      coming.map((member) => member.lunchId),
      catalogues.lunches,
    ),
    tShirts: tally(
      coming.map((member) => member.tShirtSizeId),
      catalogues.tShirtSizes,
    ),
  };
}

/** "Deli Sandwich 2, Vegetarian 1", or "None" for an empty tally. */
export const tallyText = (tallies: readonly Tally[]): string =>
  tallies.length > 0 ? tallies.map(({ label, count }) => `${label} ${count}`).join(', ') : 'None';

/** A member's full name as the roster and the removal button say it. */
export const memberName = (member: Pick<GroupMember, 'firstName' | 'lastName'>): string =>
  `${member.firstName} ${member.lastName}`.trim();

/** The roster in the order a teacher calls it out: last name, then first name, without regard to case. */
export function sortMembers(members: readonly GroupMember[]): GroupMember[] {
  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  return [...members].sort(
    (a, b) => collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName),
  );
}

/** A member after the leader's removal request: pending removal, with the reason shown beside it. */
export const markPendingRemoval = (members: readonly GroupMember[], regId: string, reason: string): GroupMember[] =>
  members.map((member) =>
    member.regId === regId ? { ...member, status: 'pending-removal', statusMessage: reason } : member,
  );
