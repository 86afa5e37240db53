import { isYes } from './fields/answers.ts';

// The scholarship form's constants and what follows from its answers (which questions show, words left in
// the essay): plain values and predicates without the validation library, so the form's first script can
// show and hide questions while the schema loads when the visitor starts. scholarship-schema.ts re-exports them.

/** scholarshipType's three flags (SPEC §3), in the order the form lists the funds. */
export const SCHOLARSHIP_TYPES = ['engineeringCreativeAndEssay', 'engineeringEssay', 'stem'] as const;
export type ScholarshipType = (typeof SCHOLARSHIP_TYPES)[number];

/** How the form and the confirmation name each fund (SPEC §1). */
export const SCHOLARSHIP_TYPE_LABELS: Record<ScholarshipType, string> = {
  engineeringCreativeAndEssay: 'Engineering: creative component and essay',
  engineeringEssay: 'Engineering: essay only',
  stem: 'STEM: essay only',
};

/** The school-year flags of an activity, award, event or past job (SPEC §9: school years 9 to 12). */
export const SCHOOL_YEARS = ['schoolYear9', 'schoolYear10', 'schoolYear11', 'schoolYear12'] as const;
export const SCHOOL_YEAR_LABELS: Record<(typeof SCHOOL_YEARS)[number], string> = {
  schoolYear9: '9',
  schoolYear10: '10',
  schoolYear11: '11',
  schoolYear12: '12',
};

/** The essay's limit (SPEC §9). */
export const ESSAY_MAX_WORDS = 1000;

/** The scholarships' eligibility (SPEC §1, §9): a GPA of 3.0 or higher on a 4.0 scale. */
export const SCHOLARSHIP_MIN_GPA = 3;

/** How a GPA is written: one digit, then up to three decimals ("3", "3.75"); GpaSchema adds the 4.0 bound. */
export const GPA_FORMAT = /^\d(?:\.\d{1,3})?$/;

/**
 * A GPA as typed that is below the eligibility minimum: the form says so as it is typed, without refusing
 * it (SPEC §5 asks only for a GPA; the committee decides on an application).
 */
export const isGpaBelowMinimum = (gpa: string): boolean =>
  GPA_FORMAT.test(gpa.trim()) && Number(gpa) < SCHOLARSHIP_MIN_GPA;

/** The most rows any repeatable list of the application may hold (SPEC gives none; the form stops offering more). */
export const MAX_SCHOLARSHIP_ROWS = 20;

/** The repeatable lists of the application (SPEC §3). */
export const SCHOLARSHIP_ROW_LISTS = ['activities', 'awards', 'events', 'universityToAttend', 'pastEmployers'] as const;
export type ScholarshipRowList = (typeof SCHOLARSHIP_ROW_LISTS)[number];

export { SCHOLARSHIP_FILES, type ScholarshipFileField } from './scholarship-files.ts';

/**
 * The words of a text: runs of characters between whitespace with a letter or a digit in them. A dash or a
 * sign standing alone ("one – two", "Hello , world !") is no word, as a word processor's count has it (qa27b:
 * an essay of 1,000 words with spaced dashes was refused as too long).
 */
export function countWords(text: string): number {
  return text.split(/\s+/u).filter((piece) => /[\p{L}\p{N}]/u.test(piece)).length;
}

/** The essay counter's value: words left of the 1,000, never below 0 (SPEC §2). */
export const essayWordsLeft = (essay: string): number => Math.max(0, ESSAY_MAX_WORDS - countWords(essay));

/** Words past the 1,000 (0 within them): the counter stops at 0, and a writer needs to know how many to cut. */
export const essayWordsOver = (essay: string): number => Math.max(0, countWords(essay) - ESSAY_MAX_WORDS);

// Public video sites a creative component may be linked from (SPEC §2: "a public video-site link").
const VIDEO_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'vimeo.com', 'www.vimeo.com'];

/**
 * A link typed without its scheme, as people copy them from an address bar that hides it
 * ("youtube.com/watch?v=…", "www.vimeo.com/123"), with https:// put in front; anything else as it is.
 */
export function withWebScheme(value: string): string {
  return /^[a-z][a-z\d+.-]*:/i.test(value) || !/^[\w-]+(\.[\w-]+)+(\/|$)/.test(value) ? value : `https://${value}`;
}

/** Whether `value` is an https (or http) link to a video on YouTube or Vimeo, with a path beyond the site itself. */
export function isPublicVideoLink(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password || !VIDEO_HOSTS.includes(url.hostname.toLowerCase())) return false;
  return url.pathname.length > 1;
}

/** Whether the GPA is not on a 4.0 scale, so the explanation is asked instead of the GPA. */
export const isNotOn4Scale = (answers: { notOn4Scale?: unknown }) => isYes(answers.notOn4Scale);
/** Whether the applicant works now, so the employment questions are asked. */
export const isEmployed = (answers: { isEmployed?: unknown }) => isYes(answers.isEmployed);
/** Whether past employers are listed (asked only of an applicant who works now). */
export const hasPastEmployers = (answers: { isEmployed?: unknown; hasPastEmployers?: unknown }) =>
  isEmployed(answers) && isYes(answers.hasPastEmployers);

const noYears = () => ({ schoolYear9: '0', schoolYear10: '0', schoolYear11: '0', schoolYear12: '0' });

/** Blank rows of each repeatable list: an empty list loads with one of these (SPEC §4). */
export const blankScholarshipRow = {
  activities: () => ({ title: '', ...noYears(), position: '' }),
  awards: () => ({ title: '', ...noYears() }),
  events: () => ({ title: '', ...noYears(), date: '' }),
  universityToAttend: () => ({ name: '', isAccepted: '' }),
  pastEmployers: () => ({ jobTitle: '', jobDescription: '', ...noYears(), employer: '' }),
} satisfies Record<ScholarshipRowList, () => Record<string, string>>;

/** SPEC §4: on load, each empty repeatable list gets one blank row. */
export function prepareLoadedScholarship<T extends Record<string, unknown>>(stored: T): T {
  const lists = Object.fromEntries(
    SCHOLARSHIP_ROW_LISTS.map((list) => {
      const value = stored[list];
      return [list, Array.isArray(value) && value.length > 0 ? value : [blankRowOf(list)]];
    }),
  );
  return { ...stored, ...lists };
}

const blankRowOf = (list: (typeof SCHOLARSHIP_ROW_LISTS)[number]) => blankScholarshipRow[list]();
