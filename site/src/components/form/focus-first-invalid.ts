import { MESSAGES } from '@stem/shared';

/**
 * After a failed submit: moves focus to the first control marked invalid, in page order, once React has
 * rendered the errors. Returns the form-level message SPEC §5 asks for.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): string {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
  return MESSAGES.checkRequiredFields;
}
