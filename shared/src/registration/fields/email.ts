import * as v from 'valibot';
import { MESSAGES, tooLongMessage } from '../../messages.ts';
import { FIELD_LIMITS } from './limits.ts';
import { fieldRule, isFilled } from './rules.ts';
import { firstIssueOnly, requiredText, TextSchema } from './text.ts';

/**
 * `name@domain.tld`. The name is RFC 5322's dot-atom (letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ -,
 * dots only between them), so o'brien@example.com is an address: valibot's `email()` refused the apostrophe
 * that real addresses carry. The domain is labels of letters, digits and inner hyphens (punycode's xn-- too)
 * ending in a top-level domain of two letters or more, so `ada@example` and `ada@localhost` are not.
 * Without the `i` and `u` flags' Unicode case folding, only ASCII matches.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,}|xn--[A-Za-z0-9-]*[A-Za-z0-9])$/;

/**
 * A required email address: trimmed, at most 254 characters, and of the form `name@domain.tld`
 * ('Address is not valid'). Case is kept as typed; the store compares addresses lower-cased.
 */
export const EmailSchema = firstIssueOnly(
  v.pipe(
    TextSchema,
    v.nonEmpty(MESSAGES.required),
    v.maxLength(FIELD_LIMITS.email, tooLongMessage(FIELD_LIMITS.email)),
    v.regex(EMAIL_PATTERN, MESSAGES.email),
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
 * Not silent while the email is invalid: both problems show on one submit (qa15a: the mismatch waited for a
 * second submit on most forms, and showed at once on the chaperone's), so the email is read as typed, not
 * as a dependency that must first be valid.
 */
export const emailConfirmationRule = <TInput extends { email: string; confirmEmail: string }>() =>
  fieldRule<TInput>({
    target: ['confirmEmail'],
    deps: [],
    isValid: (input) =>
      !isFilled(input.email) || input.email.toLowerCase() === String(input.confirmEmail).toLowerCase(),
    message: MESSAGES.confirmEmail,
  });
