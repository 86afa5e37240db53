import { ANSWER_CODES, groupNameKey, msGroupRegistration } from '@stem/shared';
import { defineApiKind } from '../api-kind.ts';

/** The -3 message on the group name (SPEC §8). */
export const GROUP_NAME_TAKEN_MESSAGE = 'A group with this name already exists. Please choose another name.';

/** The -2 message on the email for a second group of the same leader. */
export const DUPLICATE_GROUP_LEADER_MESSAGE =
  'A group with this leader email already exists. Please log in to view or change it.';

/** What the leader's mails read of the group. */
interface GroupValues {
  groupName: string;
  groupCode: string;
  firstName: string;
  lastName: string;
}

/** The group's name and code, as the leader shares them (the code is case sensitive, SPEC §3). */
const nameAndCode = (values: GroupValues) => [
  `Group name: ${values.groupName}`,
  `Group code: ${values.groupCode} (case sensitive)`,
];

/**
 * Middle school group (MSGROUP, SPEC §2, §3, §8), created by its leader, who owns it by email. Its own
 * rule: the group name is unique among groups without regard to case or spaces (`groupNameKey`), so two
 * groups never look alike in the students' group select; the store holds the key unique (-3 on
 * groupName). The code is stored with the form data, which only the leader reads back.
 */
export const msGroup = defineApiKind({
  definition: msGroupRegistration,
  duplicateMessage: DUPLICATE_GROUP_LEADER_MESSAGE,
  uniqueField: {
    key: (values) => groupNameKey(values.groupName),
    taken: { code: ANSWER_CODES.groupName, field: 'groupName', message: GROUP_NAME_TAKEN_MESSAGE },
  },
  createdMail: (values, { owner, loginUrl }) => ({
    to: [owner],
    subject: 'Your group is registered for the STEM Career Day',
    text: [
      `Thank you, ${values.firstName} ${values.lastName}, for registering a group for the Middle School STEM Career Day.`,
      '',
      ...nameAndCode(values),
      '',
      'What happens next:',
      '1. Share the group name and the group code with your students.',
      '2. Students register with a parent or guardian present.',
      '3. Log in to see your group members and their status.',
      '4. Students appear in your group only after they enter the group name and code when they register.',
      '',
      'To see your members, or to view or change your group, log in with the email address you registered with:',
      loginUrl,
    ].join('\r\n'),
  }),
  updatedMail: (values, { owner, loginUrl }) => ({
    to: [owner],
    subject: 'Your STEM Career Day group registration was updated',
    text: [
      `The group registration of ${values.firstName} ${values.lastName} for the Middle School STEM Career Day was updated.`,
      '',
      ...nameAndCode(values),
      '',
      'If you changed the group name or code, please share the new ones with your students.',
      '',
      'To see your members, or to view or change your group again, log in with the email address you registered with:',
      loginUrl,
    ].join('\r\n'),
  }),
});
