import * as v from 'valibot';
import { MESSAGES } from '../../messages.ts';

/**
 * Which consent text a form showed above its signature fields: `<slug>@<16 hex digits>`, the CMS entry's
 * slug and the start of the SHA-256 of its title and body (`consentTextVersionOf` on the site, at build
 * time, from the same text the page renders). Staff change it without knowing: any edit of the text is a
 * new version. Absent or '' when a client sent none (an API client; the site always sends it).
 */
export const ConsentTextVersionSchema = v.optional(
  v.pipe(v.string(MESSAGES.required), v.regex(/^(?:[a-z][a-z-]{0,31}@[0-9a-f]{16})?$/, MESSAGES.required)),
);

/** The field that carries it in every form with a consent (never stored in the form data: see the API's consent records). */
export const CONSENT_TEXT_VERSION_FIELD = 'consentTextVersion';
