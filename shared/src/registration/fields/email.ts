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
 * 'Email confirmation doesn't match to email' on `confirmEmail` unless it is the same address as `email`
 * (after trimming, whatever the capitals: the store keeps and compares addresses lower-cased, so
 * "Ada@Example.com" retyped as "ada@example.com" is the same mailbox, and refusing it only stops a registrant).
 * Silent while the email is empty: the email then has 'This field is required' and nothing can match it yet.
 */
export const emailConfirmationRule = <TInput extends { email: string; confirmEmail: string }>() =>
  fieldRule<TInput>({
    target: ['confirmEmail'],
    deps: [['email']],
    isValid: (input) =>
      !isFilled(input.email) || input.email.toLowerCase() === String(input.confirmEmail).toLowerCase(),
    message: MESSAGES.confirmEmail,
  });
