import { createHash } from 'node:crypto';

/**
 * The inline script each FAQ accordion of /contact carries right after its summary: the accordion that
 * `?accordionId=…` names (trimmed, any case, as `parseAccordionId` reads it) opens itself while the page is
 * still being parsed, before anything after its summary exists, so no layout ever had it closed with content
 * below it: the contact form never moves. A module script runs after the first layout: opening the answer
 * from there pushed the form down (a layout shift of about 0.5), and so did one script after the whole FAQ
 * whenever the browser laid the page out before reaching it. A classic script, ES5 and no imports, one text
 * for every accordion, so the page's Content-Security-Policy carries one hash.
 */
export const OPEN_REQUESTED_ACCORDION = `(function (details) {
  var id = (new URLSearchParams(location.search).get('accordionId') || '').trim().toLowerCase();
  if (details.id === id) details.open = true;
})(document.currentScript.parentElement);`;

/** The script's hash for the page's Content-Security-Policy (`Astro.csp.insertScriptHash`). */
export const OPEN_REQUESTED_ACCORDION_HASH =
  `sha256-${createHash('sha256').update(OPEN_REQUESTED_ACCORDION).digest('base64')}` as const;
