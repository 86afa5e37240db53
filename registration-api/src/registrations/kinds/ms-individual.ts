import { FAVOURITE_SUBJECT_LABELS, msIndividualRegistration } from '@stem/shared';
import { INVALID_GROUP_CODE_MESSAGE } from '../../groups/group-directory.ts';
import { memberLeftNotice } from '../../groups/member-left-notice.ts';
import { STUDENT_CONSENT_SIGNING } from '../../consents/consent-kinds.ts';
import type { Registration } from '../../store/registration-store.ts';
import { defineApiKind } from '../api-kind.ts';
import { readGroupMembership, readStudentConsent } from '../spec-body.ts';
import { DUPLICATE_STUDENT_MESSAGE, STUDENT_MAIL_ANSWERS, studentMail } from './student-mail.ts';

/**
 * Middle school individual (MSIND): a group is joined only with its code, checked against the stored group
 * on create and on edit alike (the form verifies it first, but the API never trusts that). A member who
 * stays in the group they joined, with the code they joined with, is not asked again: the code is for
 * joining, and a leader who changes it later must not lock the students already in out of their own edits.
 *
 * A leader's removal request belongs to the membership it was made on (`pendingRemovalOf` compares its
 * group with the registration's): a student who leaves the group is no longer listed for it, and one who
 * comes back to the same group with the code comes back under the request, undecided, with its reason
 * (SPEC §4: pending removal is not reversed; leaving and rejoining must not be a way round the leader).
 */
export const msIndividual = defineApiKind({
  definition: msIndividualRegistration,
  schools: 'MIDSCH',
  consent: STUDENT_CONSENT_SIGNING,
  duplicateMessage: DUPLICATE_STUDENT_MESSAGE,
  answerLabels: { favouriteSubjects: FAVOURITE_SUBJECT_LABELS },
  mailAnswers: [
    ...STUDENT_MAIL_ANSWERS,
    { field: 'lunchId', label: 'Lunch' },
    { field: 'favouriteSubjects', label: 'Favourite Subjects' },
  ],
  readSpecBody(body) {
    readStudentConsent(body);
    readGroupMembership(body);
  },
  async check(values, { groups }, stored) {
    if (values.isInGroup !== '1' || staysInJoinedGroup(values, stored)) return null;
    if (await groups.verifyCode(values.groupId, values.groupCode)) return null;
    return { field: 'groupCode', message: INVALID_GROUP_CODE_MESSAGE };
  },
  // The confirmation names the group joined and its leader: a family sees the student is in the right one.
  async complete(values, { groups }) {
    const joinedGroup = values.isInGroup === '1' ? await groups.describe(values.groupId) : null;
    return joinedGroup ? { ...values, joinedGroup } : values;
  },
  // An edit that takes the student out of the group (NO, or another group) tells the group's leader.
  async othersMailedOnUpdate(values, { previous, siteUrl }, { store, mailComposer }) {
    if (values.isInGroup === '1' && values.groupId === previous.data.groupId) return [];
    const notice = await memberLeftNotice({ store, mailComposer, publicSiteUrl: siteUrl }, previous, 'left');
    return notice ? [notice] : [];
  },
  ...studentMail('MSIND'),
});

/** Whether an edit keeps the group the registration had joined, and the code it joined with, unchanged. */
function staysInJoinedGroup(values: { groupId: string; groupCode: string }, stored: Registration | null): boolean {
  return (
    stored !== null &&
    stored.data.isInGroup === '1' &&
    stored.data.groupId === values.groupId &&
    stored.data.groupCode === values.groupCode
  );
}
