import { msIndividualRegistration } from '@stem/shared';
import { INVALID_GROUP_CODE_MESSAGE } from '../../groups/group-directory.ts';
import { STUDENT_CONSENT_SIGNING } from '../../consents/consent-kinds.ts';
import { defineApiKind } from '../api-kind.ts';
import { studentMail } from './student-mail.ts';

/**
 * Middle school individual (MSIND): a group is joined only with its code, checked against the stored group
 * on create and on edit alike (the form verifies it first, but the API never trusts that).
 */
export const msIndividual = defineApiKind({
  definition: msIndividualRegistration,
  consent: STUDENT_CONSENT_SIGNING,
  async check(values, { groups }) {
    if (values.isInGroup !== '1' || (await groups.verifyCode(values.groupId, values.groupCode))) return null;
    return { field: 'groupCode', message: INVALID_GROUP_CODE_MESSAGE };
  },
  createdMail: studentMail.created,
  updatedMail: studentMail.updated,
});
