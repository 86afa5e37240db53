import {
  fillScholarshipCatalogueNames,
  isYes,
  SCHOLARSHIP_FILES,
  SCHOLARSHIP_TYPE_LABELS,
  scholarshipRegistration,
  type ScholarshipEditOutput,
} from '@stem/shared';
import { defineApiKind, type KindServices } from '../api-kind.ts';
import type { RegistrationData } from '../../store/registration-store.ts';
import { scholarshipCreatedMail, scholarshipUpdatedMail } from '../../mail/templates/scholarship-mails.ts';

/** The -2 message on the email for a second application with it. */
export const DUPLICATE_APPLICATION_MESSAGE =
  'An application with this email already exists. Please log in to view or change it.';

/**
 * What an application lacks, as the desk names it: the files required on create (SPEC §5; an upload that
 * failed after the create leaves one missing), and the creative component of an applicant to the Engineering
 * fund that asks for one, when neither its file nor a video link came (optional in the form, but the
 * committee cannot judge that fund without it; qa15c).
 */
export function scholarshipFilesMissing(data: RegistrationData, files: Readonly<Record<string, string>>): string[] {
  const funds = (data.scholarshipType ?? {}) as Record<string, unknown>;
  const creativeAsked = isYes(funds.engineeringCreativeAndEssay) && !data.creativeComponentURL;
  return SCHOLARSHIP_FILES.filter(
    ({ field, required }) => (required || (field === 'creativeComponent' && creativeAsked)) && !files[field],
  ).map(({ label }) => label);
}

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
  // The certification is an optional tickbox (a recorded decision): unticked is not a "No" to it.
  answerLabels: {
    scholarshipType: SCHOLARSHIP_TYPE_LABELS,
    isInformationFactual: { '1': 'Ticked', '0': 'Not ticked' },
  },
  missingFiles: scholarshipFilesMissing,
  async complete(values, services) {
    const [states, schools] = await Promise.all([services.cms.getUsStates(), highSchools(services)]);
    const stateNames = new Map((states ?? []).map((state) => [String(state.stateId), state.title]));
    return fillScholarshipCatalogueNames(values, { states: stateNames, highSchools: schools });
  },
  createdMail(values, { owner, loginUrl }) {
    const named = Object.fromEntries(SCHOLARSHIP_FILES.map(({ field }) => [field, values[field] ?? '']));
    const content = scholarshipCreatedMail(values as ScholarshipEditOutput, named, loginUrl, owner);
    return { to: [owner], content };
  },
  updatedMail: (values, { owner, loginUrl, files }) => ({
    to: [owner],
    content: scholarshipUpdatedMail(values, loginUrl, files ?? {}),
  }),
});
