// The contact form's choices and limits as plain values, without the validation library: /contact shows the
// form with them while its schema (contact-question-schema.ts, which re-exports them) loads when the visitor
// starts on it.

/**
 * "Who are you?" of the contact form (SPEC §3, Contact question), in SPEC's order. SPEC gives these as the
 * options' texts and no separate values, so the text is the value sent and mailed.
 */
export const CONTACT_WHO_OPTIONS = [
  'Student/Teacher/Parent',
  'Member of the media',
  'University',
  'Company',
  'Sponsor',
  'Other',
] as const;
export type ContactWho = (typeof CONTACT_WHO_OPTIONS)[number];

/**
 * The subjects of the contact form: SPEC §3's values, in SPEC's order, with the text the select shows and
 * the mails name. Each subject has its own organisers' address in the CMS (`contact-recipient`).
 */
export const CONTACT_SUBJECTS = [
  { value: 'scholarships', label: 'Scholarships' },
  { value: 'grants', label: 'Grants (Rube Goldberg challenge)' },
  { value: 'hs-chaperone', label: 'High school chaperones' },
  { value: 'hs-reg', label: 'High school registration' },
  { value: 'hs-day-of-details', label: 'High school day of event details' },
  { value: 'ms-reg', label: 'Middle school registration' },
  { value: 'ms-day-of-details', label: 'Middle school day of event details' },
  { value: 'media-coverage', label: 'Media coverage' },
  { value: 'sponsorship', label: 'Sponsorship' },
  { value: 'other', label: 'Other' },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];

/** The subject values alone, as SPEC §3 lists them. */
export const CONTACT_SUBJECT_VALUES = CONTACT_SUBJECTS.map((subject) => subject.value) as [
  ContactSubject,
  ...ContactSubject[],
];

/** The text of a subject, as the select shows it. */
export const contactSubjectLabel = (subject: ContactSubject): string =>
  CONTACT_SUBJECTS.find((entry) => entry.value === subject)!.label;

/**
 * The longest question, in characters after trimming. SPEC gives none; about two pages of text is more than
 * a question needs, and small enough that the form cannot be used to mail long documents. The textarea
 * carries the same `maxlength`, so a person never meets it.
 */
export const CONTACT_QUESTION_MAX_LENGTH = 5000;

/** The contact form's values before anything is chosen: every field '' (the selects' "Select…"). */
export interface ContactQuestionFormValues {
  who: string;
  subject: string;
  email: string;
  question: string;
}
