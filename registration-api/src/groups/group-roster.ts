import { kindOf, type GroupMember } from '@stem/shared';
import { answerText } from '@stem/shared/registration/fields/answers';
import { ConsentStates } from '../consents/consent-state.ts';
import { personName } from '../registrations/person-name.ts';
import { emailKey, type Registration, type RegistrationStore } from '../store/registration-store.ts';
import type { QueuedMessage } from '../store/mail-outbox.ts';
import type { MemberStatusRecord } from '../store/registration-store.ts';

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * The registrations among `registrations` whose `groupId` names `group` (none when `group` is no group kind),
 * in the leader's roster's order (last name, then first name): the door's list and the teacher's printed
 * roster are read side by side on the day.
 */
export const membersAmong = (group: Registration, registrations: readonly Registration[]): Registration[] =>
  kindOf(group.regType)?.thankYou === 'group'
    ? registrations
        .filter((registration) => registration.data.groupId === group.regId)
        .sort(
          (a, b) =>
            collator.compare(answerText(a.data.lastName), answerText(b.data.lastName)) ||
            collator.compare(answerText(a.data.firstName), answerText(b.data.firstName)),
        )
    : [];

/**
 * The removal a student's leader asked for, while the student is still in that group (a student who moved
 * to another group is not shown there with the first leader's reason); null otherwise.
 */
export const pendingRemovalOf = ({ memberStatus, data }: Registration): MemberStatusRecord | null =>
  memberStatus?.status === 'pending-removal' && memberStatus.groupId === data.groupId ? memberStatus : null;

/** A group as its members' and its organisers' words name it: its name and its leader's. */
export const groupNames = (group: Registration): { groupName: string; leaderName: string } => ({
  groupName: answerText(group.data.groupName),
  leaderName: personName(group),
});

/** A member and the group whose leader asked about it. */
export interface LedMember {
  member: Registration;
  group: Registration;
}

/**
 * A middle school group as its leader sees it (SPEC §2 "Group Members", §6 "Group leader"): the students
 * who joined it with its code, and the leader's removal requests. Every look-up starts from the leader's
 * verified email or the leader's own group, so no one else's students are reachable.
 */
export class GroupRoster {
  readonly #store: RegistrationStore;

  constructor(deps: { store: RegistrationStore }) {
    this.#store = deps.store;
  }

  /**
   * The MSIND registrations whose groupId is `group`, as `GroupMember`s sorted by last then first name:
   * names, status, grade, lunch, T-shirt size and consent state; never an email, phone or parent.
   */
  async members(group: Registration): Promise<GroupMember[]> {
    const students = await this.#store.listByType('MSIND');
    // No member, no consent states to load.
    if (!students.some(joined(group))) return [];
    return membersOf(group, students, await ConsentStates.load(this.#store));
  }

  /**
   * The member `memberRegId` with its group, when `leaderEmail` (a verified email) owns the MSGROUP
   * registration the member's groupId names; null for anything else (an unknown regId, a student of
   * another group or of no group, a registration that is not a middle school student).
   */
  async memberOfLeader(leaderEmail: string, memberRegId: string): Promise<LedMember | null> {
    const member = await this.#store.get(memberRegId);
    const groupId = member?.regType === 'MSIND' ? member.data.groupId : undefined;
    if (!member || typeof groupId !== 'string' || groupId === '') return null;
    const group = await this.#store.get(groupId);
    if (group?.regType !== 'MSGROUP' || emailKey(group.email) !== emailKey(leaderEmail)) return null;
    return { member, group };
  }

  /**
   * Records the leader's removal request on the member (SPEC §4: active → pending-removal, the reason
   * kept), beside the member's form data. Null when the leader may not ask, or the member is gone.
   */
  async requestRemoval(
    leaderEmail: string,
    memberRegId: string,
    reason: string,
    mailsOf: (led: LedMember) => Promise<QueuedMessage[]>,
  ): Promise<LedMember | null> {
    const led = await this.memberOfLeader(leaderEmail, memberRegId);
    if (!led) return null;
    // Asked already (a second tab, a call sent again): the request stands as first made, mailed once.
    if (pendingRemovalOf(led.member)) return led;
    // The leader's confirmation, stored with the status: the request and its mail, both or neither.
    const mails = await mailsOf(led);
    const member = await this.#store.setMemberStatus(
      led.member.regId,
      {
        status: 'pending-removal',
        statusMessage: reason,
        // The request is about this group: a student who has since moved to another group is not shown
        // there with this reason (MemberStatusRecord.groupId).
        groupId: led.group.regId,
      },
      mails,
    );
    return member ? { member, group: led.group } : null;
  }
}

const compareNames = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Whether a registration is a member of `group`: a middle school student whose groupId is the group's. */
const joined = (group: Registration) => (registration: Registration) =>
  registration.regType === 'MSIND' && registration.data.groupId === group.regId;

/**
 * The members of `group` among `registrations` (the middle school students whose groupId is the group's), as
 * its leader sees them, sorted by last then first name. What the leader's member list and reminder show.
 */
export function membersOf(
  group: Registration,
  registrations: readonly Registration[],
  consents: ConsentStates,
): GroupMember[] {
  return registrations
    .filter(joined(group))
    .map((student) => toMember(student, group.regId, consents))
    .sort((a, b) => compareNames(a.lastName, b.lastName) || compareNames(a.firstName, b.firstName));
}

function toMember(student: Registration, groupId: string, consents: ConsentStates): GroupMember {
  const { data } = student;
  const status = student.memberStatus?.groupId === groupId ? student.memberStatus : null;
  return {
    regId: student.regId,
    firstName: answerText(data.firstName),
    lastName: answerText(data.lastName),
    status: status?.status ?? 'active',
    statusMessage: status?.statusMessage ?? '',
    gradeLevelId: answerText(data.gradeLevelId),
    lunchId: answerText(data.lunchId),
    tShirtSizeId: answerText(data.tShirtSizeId),
    consentState: consents.of(student) ?? 'missing',
  };
}
