import { ANSWER_CODES, consentInHand, groupNameKey, msGroupRegistration } from '@stem/shared';
import { groupBeforeTheDay, groupCreated, groupUpdated } from '../../mail/templates/group-mails.ts';
import { membersOf } from '../../groups/group-roster.ts';
import { defineApiKind } from '../api-kind.ts';

/** The -3 message on the group name (SPEC §8). */
export const GROUP_NAME_TAKEN_MESSAGE = 'A group with this name already exists. Please choose another name.';

/** The -2 message on the email for a second group of the same leader. */
export const DUPLICATE_GROUP_LEADER_MESSAGE =
  'A group with this leader email already exists. Please log in to view or change it.';

/**
 * Middle school group (MSGROUP, SPEC §2, §3, §8), created by its leader, who owns it by email. Its own
 * rule: the group name is unique among groups without regard to case or spaces (`groupNameKey`), so two
 * groups never look alike in the students' group select; the store holds the key unique (-3 on
 * groupName). The code is stored with the form data, which only the leader reads back.
 */
export const msGroup = defineApiKind({
  definition: msGroupRegistration,
  schools: 'MIDSCH',
  duplicateMessage: DUPLICATE_GROUP_LEADER_MESSAGE,
  uniqueField: {
    key: (values) => groupNameKey(values.groupName),
    taken: { code: ANSWER_CODES.groupName, field: 'groupName', message: GROUP_NAME_TAKEN_MESSAGE },
  },
  // The leader's own answers (the leader comes to the day too).
  attendsAs: 'Middle school group leader',
  mailAnswers: [
    { field: 'schoolId', label: 'School' },
    { field: 'lunchId', label: 'Lunch' },
    { field: 'tShirtSizeId', label: 'T-Shirt Size' },
  ],
  createdMail: (values, { owner, loginUrl }) => ({ to: [owner], content: groupCreated(values, loginUrl, owner) }),
  updatedMail: (values, { owner, loginUrl }) => ({ to: [owner], content: groupUpdated(values, loginUrl) }),
  // Its members as the leader sees them (GroupRoster), but those whose removal the leader asked for.
  reminderBlocks(group, { registrations, consents }) {
    const members = membersOf(group, registrations, consents).filter((member) => member.status === 'active');
    const withoutConsent = members.filter((member) => !consentInHand(member.consentState)).length;
    return groupBeforeTheDay(members.length, withoutConsent);
  },
});
