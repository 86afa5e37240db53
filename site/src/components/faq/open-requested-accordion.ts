import { accordionElementId, parseAccordionId } from '../../lib/faq/faq-accordions.ts';

// /contact?accordionId=<section>-<accordion> (see faq-accordions.ts): the accordion's inline script has
// opened that answer before the first paint (open-requested-accordion-script.ts; opened here too, should it
// not have run); this brings it into view, with keyboard focus on its summary so the next Tab continues from
// there. Scrolling moves no element on the page, so it is no layout shift. Both sections ask the same
// questions (schedule, registration, who, allergies), so the section's heading (Middle School, High School)
// is kept in view above the answer whenever the two fit the window together.
const requested = parseAccordionId(window.location.search);
const details = requested && document.getElementById(accordionElementId(requested.section, requested.accordion));
if (details instanceof HTMLDetailsElement) {
  details.open = true;
  const heading = details.closest('section')?.querySelector('h2');
  const fitsWithHeading =
    heading && details.getBoundingClientRect().bottom - heading.getBoundingClientRect().top <= window.innerHeight;
  (fitsWithHeading ? heading : details).scrollIntoView({ block: 'start' });
  details.querySelector('summary')?.focus({ preventScroll: true });
}
