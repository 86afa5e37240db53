import * as v from 'valibot';
import { MESSAGES } from '../../messages.ts';
import { FIELD_LIMITS } from './limits.ts';
import { requiredWhen } from './rules.ts';
import { firstIssueOnly, optionalText, TextSchema } from './text.ts';
import { CheckboxFlagSchema } from './yes-no.ts';
import { isOtherSchool, needsTranslator, OTHER_SCHOOL } from './answers.ts';

export { OTHER_SCHOOL };

// A catalogue id (digits, as the select gives it) or 'other'.
const SCHOOL_ID = /^(?:\d{1,10}|other)$/;

/**
 * The school question (SPEC §3, §5): `schoolId` required, a catalogue id or 'other' (anything else is
 * 'This field is required', as no option is chosen); `otherSchoolName` required only for 'other';
 * `needTranslator` a checkbox (SPEC shows it only for some schools, so missing means '0');
 * `specifiedLanguage` required only when a translator is needed. Pair with `schoolChoiceRules`.
 */
export const schoolChoiceEntries = {
  schoolId: firstIssueOnly(v.pipe(TextSchema, v.regex(SCHOOL_ID, MESSAGES.required))),
  otherSchoolName: optionalText(FIELD_LIMITS.text),
  needTranslator: CheckboxFlagSchema,
  specifiedLanguage: optionalText(FIELD_LIMITS.language),
};

export { isOtherSchool, needsTranslator };

/** The cross-field rules of the school question, for the registration's pipe. */
export const schoolChoiceRules = <TInput extends { schoolId: string; needTranslator: string }>() =>
  [
    requiredWhen<TInput>(['otherSchoolName'], [['schoolId']], isOtherSchool),
    requiredWhen<TInput>(['specifiedLanguage'], [['needTranslator']], needsTranslator),
  ] as const;
