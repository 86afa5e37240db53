import {
  fillScholarshipCatalogueNames,
  SCHOLARSHIP_FILES,
  SCHOLARSHIP_TYPE_LABELS,
  scholarshipRegistration,
  type ScholarshipEditOutput,
} from '@stem/shared';
import { defineApiKind, type KindServices } from '../api-kind.ts';
import { scholarshipCreatedMail, scholarshipUpdatedMail } from '../../mail/templates/scholarship-mails.ts';

/** The -2 message on the email for a second application with it. */
export const DUPLICATE_APPLICATION_MESSAGE =
  'An application with this email already exists. Please log in to view or change it.';

async function highSchools(services: KindServices): Promise<Map<string, string>> {
  const { items } = await services.cms.getCatalog('HIGHSCH');
  return new Map((items ?? []).map((item) => [String(item.itemId), item.title]));
}

/**
 * The scholarship application (SCHOLARSHIP, SPEC §2-§5), owned by the applicant's email. Its own steps: the
 * state and school names come from the API's catalogues; its confirmation lists the files the application
 * named and what is missing. The files come with the create or the edit as SPEC §3's `attachments[]`, or, as
 * the form sends them, afterwards (with the create answer's grant, or the login).
 */
export const scholarship = defineApiKind({
  definition: scholarshipRegistration,
  schools: 'HIGHSCH',
  duplicateMessage: DUPLICATE_APPLICATION_MESSAGE,
  filesInBody: true,
  // The funds as the form names them, in the desk's one "Scholarship type" column.
  answerLabels: { scholarshipType: SCHOLARSHIP_TYPE_LABELS },
  // Required on create (SPEC §5); an upload that failed after the create leaves one missing.
  requiredFiles: SCHOLARSHIP_FILES.filter((file) => file.required),
  async complete(values, services) {
    const [states, schools] = await Promise.all([services.cms.getUsStates(), highSchools(services)]);
    const stateNames = new Map((states ?? []).map((state) => [String(state.stateId), state.title]));
    return fillScholarshipCatalogueNames(values, { states: stateNames, highSchools: schools });
  },
  createdMail(values, { owner, loginUrl }) {
    const named = Object.fromEntries(SCHOLARSHIP_FILES.map(({ field }) => [field, values[field] ?? '']));
    const content = scholarshipCreatedMail(values as ScholarshipEditOutput, named, loginUrl);
    return { to: [owner], content };
  },
  updatedMail: (values, { owner, loginUrl, files }) => ({
    to: [owner],
    content: scholarshipUpdatedMail(values, loginUrl, files ?? {}),
  }),
});
