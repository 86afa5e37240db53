import { accordionElementId, parseAccordionId } from '../../lib/faq/faq-accordions.ts';

// /contact?accordionId=<section>-<accordion> (see faq-accordions.ts): open that answer and bring it into
// view, with keyboard focus on its summary so the next Tab continues from there.
const requested = parseAccordionId(window.location.search);
const details = requested && document.getElementById(accordionElementId(requested.section, requested.accordion));
if (details instanceof HTMLDetailsElement) {
  details.open = true;
  details.scrollIntoView({ block: 'start' });
  details.querySelector('summary')?.focus({ preventScroll: true });
}
