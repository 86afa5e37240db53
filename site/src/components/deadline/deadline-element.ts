import { hasDeadlinePassed } from '@stem/shared/cms/registration-deadline';

/**
 * <registration-deadline closes-at="…">: a static page's open content (an Apply Now link) gives way to its
 * `[data-deadline-passed]` message once the browser's clock passes the kind's closing date-time. The time
 * comes from the CMS at build time; its passing triggers no rebuild, so the page asks the clock.
 */
class RegistrationDeadline extends HTMLElement {
  connectedCallback() {
    if (!hasDeadlinePassed(this.getAttribute('closes-at'), Date.now())) return;
    for (const child of this.querySelectorAll<HTMLElement>('[data-deadline-open]')) child.hidden = true;
    for (const child of this.querySelectorAll<HTMLElement>('[data-deadline-passed]')) child.hidden = false;
  }
}

if (!customElements.get('registration-deadline')) customElements.define('registration-deadline', RegistrationDeadline);
