import * as v from 'valibot';
import { MESSAGES, NON_SPEC_MESSAGES } from '../../messages.ts';
import { FIELD_LIMITS } from './limits.ts';
import { fieldRule, requiredWhen, type FieldPath } from './rules.ts';
import { optionalText } from './text.ts';
import { OptionalUsDateSchema } from './us-date.ts';
import { NO, OptionalYesNoSchema, YES, YesNoSchema } from './yes-no.ts';
import { ConsentTextVersionSchema } from './consent-text-version.ts';
import { CONSENT_FIELDS, hasConsentPath, isConsentOnForm } from './answers.ts';

export { CONSENT_FIELDS };

/**
 * The consent block `stemDayConsent`: parent/guardian name, relation, student name, electronic signature
 * and a date that must be MM/DD/YYYY whenever given. Which of them are required is decided by
 * `consentBlockRules`, because the student forms ask for the block only in some cases.
 */
export const ConsentBlockSchema = v.object(
  {
    parentGuardianName: optionalText(FIELD_LIMITS.fullName),
    relation: optionalText(FIELD_LIMITS.name),
    studentName: optionalText(FIELD_LIMITS.fullName),
    parentGuardianElSignature: optionalText(FIELD_LIMITS.fullName),
    date: OptionalUsDateSchema,
  },
  MESSAGES.required,
);

/**
 * 'This field is required' on each field of `stemDayConsent` whenever `when` holds. `deps` are the paths
 * `when` reads.
 */
export const consentBlockRules = <TInput>(deps: readonly FieldPath[], when: (input: TInput) => boolean) =>
  [
    requiredWhen<TInput>(['stemDayConsent', 'parentGuardianName'], deps, when),
    requiredWhen<TInput>(['stemDayConsent', 'relation'], deps, when),
    requiredWhen<TInput>(['stemDayConsent', 'studentName'], deps, when),
    requiredWhen<TInput>(['stemDayConsent', 'parentGuardianElSignature'], deps, when),
    requiredWhen<TInput>(['stemDayConsent', 'date'], deps, when),
  ] as const;

export { hasConsentPath, isConsentOnForm };

/**
 * The consent questions of the student forms: `isParentPresent` (SPEC's "Consent-parent-present") yes/no,
 * required; `consentWillBeSubmittedBySchool` yes/no, where unanswered is stored as no (SPEC §5 does not
 * require it; without a parent present, `hasConsentPath` asks for a yes); and the consent block, required
 * only when the consent is completed on the form. A missing block counts as an empty one; `consentTextVersion` names
 * the consent text the form showed. Pair with
 * `studentConsentRules`.
 */
export const studentConsentEntries = {
  consentWillBeSubmittedBySchool: v.pipe(
    OptionalYesNoSchema,
    v.transform((answer) => (answer === YES ? YES : NO)),
  ),
  isParentPresent: YesNoSchema,
  stemDayConsent: v.optional(ConsentBlockSchema, {}),
  consentTextVersion: ConsentTextVersionSchema,
};

type ConsentQuestions = { consentWillBeSubmittedBySchool: string; isParentPresent: string };

/** The cross-field rules of the student consent, for the registration's pipe. */
export const studentConsentRules = <TInput extends ConsentQuestions>() =>
  [
    ...consentBlockRules<TInput>([['consentWillBeSubmittedBySchool'], ['isParentPresent']], isConsentOnForm),
    fieldRule<TInput>({
      target: ['isParentPresent'],
      deps: [['consentWillBeSubmittedBySchool']],
      isValid: hasConsentPath,
      message: NON_SPEC_MESSAGES.consentPathMissing,
    }),
  ] as const;
