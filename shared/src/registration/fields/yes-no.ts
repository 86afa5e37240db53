import * as v from 'valibot';
import { MESSAGES } from '../../messages.ts';
import { NO, YES, YES_NO } from './answers.ts';

export { isYes, NO, YES, YES_NO, type YesNo } from './answers.ts';

/** A required yes/no question: '1' or '0'; missing or anything else is 'This field is required'. */
export const YesNoSchema = v.picklist(YES_NO, MESSAGES.required);

/**
 * A yes/no question asked only under a condition (a cross-field rule decides), or not required. '' means
 * unanswered or cleared, and missing or null means '': a form reads a radio group nobody picked as null once
 * a keyboard has passed through it, and that must not be an answer the question refuses.
 */
export const OptionalYesNoSchema = v.nullish(v.picklist([YES, NO, ''], MESSAGES.required), '');

/** A checkbox: '1' ticked, '0' not; missing means not ticked. */
export const CheckboxFlagSchema = v.optional(v.picklist(YES_NO, MESSAGES.required), NO);
