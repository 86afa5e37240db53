import * as v from 'valibot';
import { MESSAGES, tooLongMessage } from '../../messages.ts';
import { FIELD_LIMITS } from './limits.ts';
import { fieldRule, isFilled } from './rules.ts';
import { firstIssueOnly, requiredText, TextSchema } from './text.ts';

/**
 * A required email address: trimmed, at most 254 characters, and of the form `name@domain.tld`
 * ('Address is not valid'). Case is kept as typed; the store compares addresses lower-cased.
 */
export const EmailSchema = firstIssueOnly(
  v.pipe(
    TextSchema,
    v.nonEmpty(MESSAGES.required),
    v.maxLength(FIELD_LIMITS.email, tooLongMessage(FIELD_LIMITS.email)),
    v.email(MESSAGES.email),
  ),
);

/**
 * The retyped address. Only its presence is checked here; whether it equals the address is the
 * `emailConfirmationRule`, which shows its message on this field.
 */
export const EmailConfirmationSchema = requiredText(FIELD_LIMITS.email);

/** `email` and its confirmation `confirmEmail`, both required; pair with `emailConfirmationRule`. */
export const emailWithConfirmationEntries = {
  email: EmailSchema,
  confirmEmail: EmailConfirmationSchema,
};

/**
 * 'Email confirmation doesn't match to email' on `confirmEmail` unless it equals `email` exactly (after
 * trimming; case counts, as a retyped address should be the same text). Silent while the email is empty:
 * the email then has 'This field is required' and nothing can match it yet.
 */
export const emailConfirmationRule = <TInput extends { email: string; confirmEmail: string }>() =>
  fieldRule<TInput>({
    target: ['confirmEmail'],
    deps: [['email']],
    isValid: (input) => !isFilled(input.email) || input.email === input.confirmEmail,
    message: MESSAGES.confirmEmail,
  });
