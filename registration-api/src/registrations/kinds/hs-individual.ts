import { hsIndividualRegistration, TOUR_TYPE_LABELS } from '@stem/shared';
import { STUDENT_CONSENT_SIGNING } from '../../consents/consent-kinds.ts';
import { defineApiKind } from '../api-kind.ts';
import { readStudentConsent } from '../spec-body.ts';
import { DUPLICATE_STUDENT_MESSAGE, STUDENT_MAIL_ANSWERS, studentMail } from './student-mail.ts';

/** High school individual (HSIND): no rule of its own beyond its schema. */
export const hsIndividual = defineApiKind({
  definition: hsIndividualRegistration,
  schools: 'HIGHSCH',
  consent: STUDENT_CONSENT_SIGNING,
  duplicateMessage: DUPLICATE_STUDENT_MESSAGE,
  // The tours as the form labels them ("Computer Science"), on the desk and in the headcounts.
  answerLabels: { tourType: TOUR_TYPE_LABELS },
  mailAnswers: [...STUDENT_MAIL_ANSWERS, { field: 'tourType', label: 'Tour Types' }],
  readSpecBody: readStudentConsent,
  ...studentMail('HSIND'),
});
