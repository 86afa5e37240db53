import { kindOf, type CheckInLookup, type CheckInPerson } from '@stem/shared';
import { answerText, fullNameOf, isAnswerGroup, parentGuardianOf } from '@stem/shared/registration/fields/answers';
import { holdsEvery, searchWords } from '@stem/shared/text/search-key';
import type { ConsentStates } from '../consents/consent-state.ts';
import type { CatalogueNames } from '../staff/catalogue-names.ts';
import { groupNames, membersAmong, pendingRemovalOf } from '../groups/group-roster.ts';
import { apiKindOf } from '../registrations/api-kinds.ts';
import { personName, withoutBidiControls } from '../registrations/person-name.ts';
import { allRegistrations } from '../staff/headcounts.ts';
import { eventsOf } from '../staff/kind-events.ts';
import type { Registration, RegistrationStore } from '../store/registration-store.ts';
import { attendsOnTheDay } from './check-in-qr.ts';
import type { CheckInTokens } from './check-in-token.ts';
import { localDate } from '../staff/flatten.ts';
import { recordsByRegistration, standingOf, standingOn, type Standing } from './standing.ts';

/** What the check-in desk reads, once per request. */
export interface CheckInContext {
  store: RegistrationStore;
  tokens: CheckInTokens;
  names: CatalogueNames;
  consents: ConsentStates;
}

/** Names found by a search, at most (a longer list is no help at a desk: type more of the name). */
export const SEARCH_RESULTS = 20;

/** The company, the group's name or the school (as the staff lists name it), whichever the kind has. */
function detailOf(registration: Registration, names: CatalogueNames): string {
  const { data } = registration;
  const own = answerText(data.companyName) || answerText(data.groupName);
  if (own) return own;
  const schoolId = answerText(data.schoolId);
  if (schoolId === 'other') return answerText(data.otherSchoolName);
  return schoolId ? names.titleOf('schoolId', schoolId, registration.regType) : '';
}

/**
 * What tells two people of one name at one school apart, asked at the door ("Which grade are you in? Who is
 * your parent?"): a student's grade and parent/guardian, anyone else's email address.
 */
function tellApartOf(registration: Registration, names: CatalogueNames): string {
  const { data, regType } = registration;
  const grade = answerText(data.gradeLevelId);
  const parentName = fullNameOf(parentGuardianOf(data));
  // The catalogue's titles are "7th", as the form's select shows them under "Grade".
  const gradeTitle = grade ? names.titleOf('gradeLevelId', grade, regType) : '';
  const known = [
    gradeTitle && !/grade/i.test(gradeTitle) ? `${gradeTitle} grade` : gradeTitle,
    parentName ? `parent/guardian ${parentName}` : '',
  ].filter(Boolean);
  return known.length > 0 ? known.join(' · ') : registration.email;
}

/**
 * A student's group, for the door: "group “Rockets”, led by Mae Jemison" (a student arriving alone is sent
 * to their leader); '' for anyone in no group, or in a group no longer there.
 */
function groupOf(registration: Registration, groups: ReadonlyMap<string, Registration>): string {
  const group = registration.data.isInGroup === '1' ? groups.get(answerText(registration.data.groupId)) : undefined;
  if (!group) return '';
  const { groupName, leaderName } = groupNames(group);
  return leaderName ? `group “${groupName}”, led by ${leaderName}` : `group “${groupName}”`;
}

/**
 * A company's additional participants as they gave themselves (name, address), in the form's order: they
 * come with the main contact, and one of them may be the first to reach the door with either.
 */
function participantRowsOf(registration: Registration): Array<{ name: string; email: string }> {
  const rows = registration.data.participants;
  if (!Array.isArray(rows)) return [];
  return rows
    .filter(isAnswerGroup)
    .map((row) => ({ name: withoutBidiControls(fullNameOf(row)), email: answerText(row.email) }));
}

/** The participants by name, as the company's card lists them (rows without a name left out). */
const participantsOf = (registration: Registration): string[] =>
  participantRowsOf(registration)
    .map((row) => row.name)
    .filter(Boolean);

/** Everyone who attends a career day on their registration (check-in-qr.ts `attendsOnTheDay`). */
export async function attendees(store: RegistrationStore): Promise<Registration[]> {
  return (await allRegistrations(store)).filter(attendsOnTheDay);
}

/**
 * The people as the page shows them, with where their check-ins stand. `read`: the attendees a look-up has
 * read already, every group among them (a group attends its day), so their groups are not read again.
 */
export async function peopleOf(
  registrations: readonly Registration[],
  context: CheckInContext,
  read?: readonly Registration[],
): Promise<CheckInPerson[]> {
  const records = recordsByRegistration(
    await context.store.listCheckIns(registrations.map((registration) => registration.regId)),
  );
  // Someone registered for both days is checked in on each: the door reads today's check-ins only.
  const today = localDate(new Date().toISOString());
  const standingFor = (registration: Registration): Standing => {
    const own = records.get(registration.regId) ?? [];
    return eventsOf(registration).length > 1 ? standingOn(today, own) : standingOf(own);
  };
  // Groups are read only when someone found is in one.
  const inGroups = registrations.some((registration) => registration.data.isInGroup === '1');
  const candidates = !inGroups ? [] : (read ?? (await context.store.listByType('MSGROUP')));
  const groups = new Map(
    candidates.filter((group) => group.regType === 'MSGROUP').map((group) => [group.regId, group]),
  );
  return registrations.map((registration) => {
    const standing = standingFor(registration);
    const participants = participantsOf(registration);
    return {
      regId: registration.regId,
      regType: registration.regType,
      // As who they come, as the people list says it: a leader's card read "Middle school group" (qa25c).
      kindLabel:
        apiKindOf(registration.regType)?.attendsAs ?? kindOf(registration.regType)?.label ?? registration.regType,
      name: personName(registration),
      detail: withoutBidiControls(
        [detailOf(registration, context.names), groupOf(registration, groups)].filter(Boolean).join(' · '),
      ),
      tellApart: withoutBidiControls(tellApartOf(registration, context.names)),
      events: eventsOf(registration),
      consentState: context.consents.of(registration),
      checkedInAt: standing.checkedInAt,
      checkedOutAt: standing.checkedOutAt,
      // The leader asked for this student not to come with the group: the door must know before ticking them.
      ...(pendingRemovalOf(registration) ? { removalRequested: true as const } : {}),
      ...(participants.length > 0 ? { participants } : {}),
    };
  });
}

/** Each found registration as the desk opens it: the person, and a group's students. */
async function lookUpsOf(
  found: readonly Registration[],
  everyone: readonly Registration[],
  context: CheckInContext,
): Promise<CheckInLookup[]> {
  const members = found.map((registration) => membersAmong(registration, everyone));
  const people = await peopleOf([...found, ...members.flat()], context, everyone);
  const byId = new Map(people.map((person) => [person.regId, person]));
  return found.map((registration, i) => ({
    person: byId.get(registration.regId)!,
    members: members[i]!.map((member) => byId.get(member.regId)!),
  }));
}

/**
 * Whose check-in token this is, and when it is a group's, its students (their `groupId` names the group).
 * Null when no registration that attends a day has it. Tokens are derived, not stored: each attendee's is
 * computed (an HMAC each, some microseconds; a few thousand attendees take milliseconds).
 */
export async function lookUpToken(token: string, context: CheckInContext): Promise<CheckInLookup | null> {
  const everyone = await attendees(context.store);
  const found = everyone.find((registration) => context.tokens.matches(token, registration.regId));
  if (!found) return null;
  const [lookUp] = await lookUpsOf([found], everyone, context);
  return lookUp!;
}

/**
 * Attendees whose name, email, company or group name holds every word typed (case, accents and apostrophes
 * aside: `searchKey`), by name, at most SEARCH_RESULTS, each as a look-up by code gives it: a teacher found
 * by name brings their group's students to tick, as their QR code would (and the list, once loaded, opens
 * without the network). A company's representative often gives the company's name at the door, a parent
 * the address the confirmation went to, and a company's additional participant their own name or address (the
 * company's card lists them by name).
 */
export async function searchByName(query: string, context: CheckInContext): Promise<CheckInLookup[]> {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const everyone = await attendees(context.store);
  const known = (registration: Registration) =>
    [
      personName(registration),
      registration.email,
      answerText(registration.data.companyName),
      answerText(registration.data.groupName),
      ...participantRowsOf(registration).flatMap((row) => [row.name, row.email]),
    ].join(' ');
  const matches = everyone
    .filter((registration) => holdsEvery(known(registration), words))
    .sort((a, b) => personName(a).localeCompare(personName(b), 'en-US'))
    .slice(0, SEARCH_RESULTS);
  return lookUpsOf(matches, everyone, context);
}
