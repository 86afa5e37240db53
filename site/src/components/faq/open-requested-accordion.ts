import { accordionElementId, parseAccordionId } from '../../lib/faq/faq-accordions.ts';

// /contact?accordionId=<section>-<accordion> (see faq-accordions.ts): the accordion's inline script has
// opened that answer before the first paint (open-requested-accordion-script.ts; opened here too, should it
// not have run); this brings it into view, with keyboard focus on its summary so the next Tab continues from
// there. Scrolling moves no element on the page, so it is no layout shift.
const requested = parseAccordionId(window.location.search);
const details = requested && document.getElementById(accordionElementId(requested.section, requested.accordion));
if (details instanceof HTMLDetailsElement) {
  details.open = true;
  details.scrollIntoView({ block: 'start' });
  details.querySelector('summary')?.focus({ preventScroll: true });
}
