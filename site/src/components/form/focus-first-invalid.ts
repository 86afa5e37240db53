import { MESSAGES } from '@stem/shared';

/** Frames to wait at most for the errors to render and the busy fieldset to be enabled again. */
const MAX_FRAMES = 10;

/**
 * After a failed submit: moves focus to the first control marked invalid, in page order, once React has
 * rendered the errors. After a server answer the form is still busy (its fieldset disabled, so nothing in
 * it takes focus) until the submit settles: it waits a few frames for that. Returns the form-level message
 * SPEC §5 asks for.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): string {
  let frames = 0;
  const attempt = () => {
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (target && !target.matches(':disabled')) target.focus();
    else if ((frames += 1) < MAX_FRAMES) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
  return MESSAGES.checkRequiredFields;
}
