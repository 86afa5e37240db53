import {
  CONTACT_QUESTION_MAX_LENGTH,
  CONTACT_SUBJECTS,
  CONTACT_WHO_OPTIONS,
  type ContactQuestionFormValues,
} from '@stem/shared/contact/contact-answers';
import type { ContactQuestionOutput } from '@stem/shared/contact/contact-question-schema';
import { MESSAGES } from '@stem/shared/messages';
import { FIELD_LIMITS } from '@stem/shared/registration/fields/limits';
import { useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { QuestionOutcome } from '../../lib/api/contact-client.ts';
import { groupThousands } from '../../lib/format/group-thousands.ts';
import { CaptchaField } from '../form/captcha-field.tsx';
import { focusFirstInvalid } from '../form/focus-first-invalid.ts';
import { FormStatus } from '../form/form-status.tsx';
import { useFocusAfterSend } from '../form/use-focus-after-send.ts';
import { SelectField } from '../form/select-field.tsx';
import { SubmitButton } from '../form/submit-button.tsx';
import { TextField } from '../form/text-field.tsx';
import { TextareaField } from '../form/textarea-field.tsx';
import { useCaptcha } from '../form/use-captcha.ts';
import { useHydrated } from '../hydration/use-browser-snapshot.ts';
import { DraftNote } from '../registration/draft-note.tsx';
import { useFormDraft } from '../registration/use-form-draft.ts';

/** SPEC gives the contact form no button text; this follows the site's upper-case action buttons. */
export const SEND_QUESTION = 'SEND QUESTION';

const WHO_CHOICES = CONTACT_WHO_OPTIONS.map((who) => ({ value: who, label: who }));
const BLANK: ContactQuestionFormValues = { who: '', subject: '', email: '', question: '' };
const FIELDS = new Set<string>(Object.keys(BLANK));

// The schema (with the validation library and the phone metadata) and the API client are loaded when the
// visitor starts on the form, not with the page; the resolver waits for the schema, so the first validation
// is the API's own (docs/decisions.md, "A form's rules load when the visitor starts on it").
const loadRules = () =>
  Promise.all([import('@hookform/resolvers/valibot'), import('@stem/shared/contact/contact-question-schema')]);
const loadClient = () => import('../../lib/api/contact-client.ts');

// The schema's input types are literal unions; the form holds strings until an option is chosen.
const resolver: Resolver<ContactQuestionFormValues, unknown, ContactQuestionOutput> = async (
  values,
  context,
  options,
) => {
  const [{ valibotResolver }, { ContactQuestionSchema }] = await loadRules();
  const resolve = valibotResolver(ContactQuestionSchema as never) as unknown as Resolver<
    ContactQuestionFormValues,
    unknown,
    ContactQuestionOutput
  >;
  return resolve(values, context, options);
};

/**
 * POST /api/send-question, and on to /contact-thank-you once sent; a client that cannot be loaded fails like a
 * send that cannot reach the API.
 */
async function send(payload: object): Promise<QuestionOutcome> {
  try {
    const { sendQuestion, CONTACT_THANK_YOU_PAGE } = await loadClient();
    const outcome = await sendQuestion(payload);
    if (outcome.kind === 'sent') window.location.assign(CONTACT_THANK_YOU_PAGE);
    return outcome;
  } catch {
    return { kind: 'failed', message: MESSAGES.contactFailed };
  }
}

/**
 * The contact form under the FAQ on /contact (SPEC §2, §3, §4, §5, §8): who and subject, email, an optional
 * question and the captcha; SEND QUESTION; then /contact-thank-you. Validated with the schema the API uses.
 * Until the island has hydrated its fieldset is disabled, so a quick click cannot submit the form natively
 * (which would put the email in the address bar).
 */
export function ContactForm() {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const captcha = useCaptcha();
  const [status, setStatus] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  // The captcha's widget and its proof of work start when the visitor starts on the form, not on page load.
  const [started, setStarted] = useState(false);
  const form = useForm<ContactQuestionFormValues, unknown, ContactQuestionOutput>({
    resolver,
    defaultValues: BLANK,
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting: busy },
  } = form;
  useFocusAfterSend(busy, formRef);

  /** The visitor has started on the form: the captcha starts solving, the rules and the client load. */
  const start = () => {
    if (started) return;
    setStarted(true);
    // Failures are asked again by the resolver and the send.
    loadRules().catch(() => {});
    loadClient().catch(() => {});
  };

  // A question typed and not sent comes back after a reload or Back, as on the registration forms.
  const draft = useFormDraft({
    name: 'CONTACT',
    form,
    active: true,
    listsReady: true,
    blank: BLANK,
    omit: [],
    onRestore: start,
  });

  const onInvalid = () => {
    setFailure(undefined);
    setStatus(focusFirstInvalid(formRef.current));
  };

  const onValid = async (values: ContactQuestionOutput) => {
    setStatus(undefined);
    setFailure(undefined);
    // SPEC §4: validate, then require the captcha.
    // A captcha still at work is waited for (the button stays busy), not refused.
    const token = captcha.token || (await captcha.solved());
    if (!token) {
      captcha.setError(MESSAGES.verifyCaptcha);
      return;
    }
    const outcome = await send({ ...values, gResponse: token });
    if (outcome.kind === 'sent') {
      draft.forget();
      return;
    }
    // Each captcha solution is accepted once: whatever went wrong, the next send needs a new one.
    captcha.renew();
    switch (outcome.kind) {
      case 'captcha':
        captcha.setError(outcome.message);
        return;
      case 'fields':
        for (const issue of outcome.issues) {
          if (FIELDS.has(issue.field)) {
            setError(issue.field as keyof ContactQuestionFormValues, { type: 'server', message: issue.message });
          } else if (issue.field === 'gResponse') captcha.setError(issue.message);
        }
        setStatus(focusFirstInvalid(formRef.current));
        return;
      case 'failed':
        setFailure(outcome.message);
    }
  };

  // 'Please check all required fields' only while a field is still invalid; a failed send until the next try.
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form
      ref={formRef}
      className="card contact-form"
      noValidate
      aria-label="Contact Us"
      onFocus={start}
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
    >
      <fieldset className="form-fieldset" disabled={!hydrated || busy}>
        <legend className="visually-hidden">Your question</legend>
        <DraftNote draft={draft} hasFiles={false} formRef={formRef} />
        <SelectField
          {...register('who')}
          label="Who are you?"
          options={WHO_CHOICES}
          required
          error={errors.who?.message}
        />
        <SelectField
          {...register('subject')}
          label="Subject"
          options={CONTACT_SUBJECTS}
          required
          error={errors.subject?.message}
        />
        <TextField
          {...register('email')}
          label="Email"
          hint="We answer you at this address."
          type="email"
          autoComplete="email"
          maxLength={FIELD_LIMITS.email}
          required
          error={errors.email?.message}
        />
        <TextareaField
          {...register('question')}
          label="Question"
          hint={`Optional, up to ${groupThousands(CONTACT_QUESTION_MAX_LENGTH)} characters.`}
          rows={6}
          maxLength={CONTACT_QUESTION_MAX_LENGTH}
          error={errors.question?.message}
        />
        <CaptchaField key={captcha.key} active={started} onToken={captcha.onToken} error={captcha.error} />
        <FormStatus message={failure ?? (hasErrors ? status : undefined)} busy={busy} />
        <SubmitButton busy={busy}>{SEND_QUESTION}</SubmitButton>
      </fieldset>
    </form>
  );
}
