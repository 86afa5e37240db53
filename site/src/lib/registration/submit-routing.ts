import type { FormMode } from '@stem/shared/registration/fields/form-values';
import type { RegistrationKind } from '@stem/shared/registration-kinds';
import type { SubmitPolicy } from '../api/registration-client.ts';

/** What the thank-you address says about the registration just sent. */
export interface SentRegistration {
  mode: FormMode;
  /** From the answer's data (a create) or the edited registration. */
  regId: string;
  /** Students: whether the parent/guardian consent was completed on the form (SPEC §2 thank-you text). */
  consentSubmitted?: boolean | undefined;
  /** Groups: the group's name, shown on the thank-you page. */
  groupName?: string | undefined;
  /** Groups: the group's code, which the thank-you page repeats from the tab (sent-details.ts), never the address. */
  groupCode?: string | undefined;
  /** Companies: a logo chosen on the form could not be uploaded after the registration was stored. */
  logoUploadFailed?: boolean | undefined;
  /**
   * Scholarship applications: the files (their form fields) chosen on the form that could not be uploaded
   * after the application was stored; the thank-you page names them.
   */
  filesNotUploaded?: readonly string[] | undefined;
  /** Day-of consents: the student email entered, which the thank-you page repeats from the tab, never the address. */
  studentEmail?: string | undefined;
}

/**
 * The thank-you address after a successful create or edit (SPEC §2, §8), by the kind's thank-you variant:
 * regType and regId always (a day-of consent has no registration to name), the consent flag for students
 * and day-of consents, the group name for groups, a logo that could not be uploaded for companies, and
 * `updated=true` after an edit.
 */
export function thankYouUrl(kind: Pick<RegistrationKind, 'regType' | 'thankYou'>, sent: SentRegistration): string {
  const params = new URLSearchParams({ regType: kind.regType });
  switch (kind.thankYou) {
    case 'day-of-consent':
      params.set('isContestFormSubmitted', 'true');
      break;
    case 'student':
      params.set('regId', sent.regId);
      params.set('isContestFormSubmitted', String(sent.consentSubmitted === true));
      // A middle school student's group, named on the page as a group's own page names it.
      if (sent.groupName) params.set('groupName', sent.groupName);
      break;
    case 'group':
      params.set('regId', sent.regId);
      if (sent.groupName) params.set('groupName', sent.groupName);
      break;
    case 'company':
      params.set('regId', sent.regId);
      if (sent.logoUploadFailed) params.set('logoUploaded', 'false');
      break;
    case 'scholarship':
      params.set('regId', sent.regId);
      if (sent.filesNotUploaded?.length) {
        params.set('filesUploaded', 'false');
        params.set('notUploaded', sent.filesNotUploaded.join(','));
      }
      break;
    default:
      params.set('regId', sent.regId);
  }
  if (sent.mode === 'edit') params.set('updated', 'true');
  return `/thank-you?${params.toString()}`;
}

/** The kinds whose create only logs another code (SPEC §8: individuals, consents and companies). */
const LOGGED_ON_CREATE: readonly RegistrationKind['thankYou'][] = ['student', 'day-of-consent', 'company'];

/**
 * SPEC §8's routing of an answer that is neither success nor a field, captcha or validation problem: only
 * logged on an individual, consent or company create (the form stays), the error page on an edit and on
 * every other kind. A -2 lands on the owner's email unless the answer names another field.
 */
export function submitPolicy(kind: Pick<RegistrationKind, 'thankYou' | 'ownerEmail'>, mode: FormMode): SubmitPolicy {
  const logsOtherCodes = mode === 'create' && LOGGED_ON_CREATE.includes(kind.thankYou);
  return { duplicateField: kind.ownerEmail, otherCode: logsOtherCodes ? 'log' : 'error-page' };
}
