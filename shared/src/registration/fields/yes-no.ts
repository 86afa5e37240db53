import * as v from 'valibot';
import { MESSAGES } from '../../messages.ts';

/** Yes/no answers are stored as the strings '1' and '0' (SPEC §3). */
export const YES = '1';
export const NO = '0';
export const YES_NO = [YES, NO] as const;
export type YesNo = (typeof YES_NO)[number];

/** A required yes/no question: '1' or '0'; missing or anything else is 'This field is required'. */
export const YesNoSchema = v.picklist(YES_NO, MESSAGES.required);

/**
 * A yes/no question asked only under a condition (a cross-field rule decides). '' means unanswered or
 * cleared, and missing means ''.
 */
export const OptionalYesNoSchema = v.optional(v.picklist([YES, NO, ''], MESSAGES.required), '');

/** A checkbox: '1' ticked, '0' not; missing means not ticked. */
export const CheckboxFlagSchema = v.optional(v.picklist(YES_NO, MESSAGES.required), NO);

/** Whether a yes/no answer or a checkbox is yes. */
export const isYes = (value: unknown): boolean => value === YES;
