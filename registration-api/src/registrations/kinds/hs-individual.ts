import { hsIndividualRegistration } from '@stem/shared';
import { defineApiKind } from '../api-kind.ts';
import { studentMail } from './student-mail.ts';

/** High school individual (HSIND): no rule of its own beyond its schema. */
export const hsIndividual = defineApiKind({
  definition: hsIndividualRegistration,
  createdMail: studentMail.created,
  updatedMail: studentMail.updated,
});
