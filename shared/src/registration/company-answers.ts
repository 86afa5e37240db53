import { isAnswerGroup, isYes } from './fields/answers.ts';

// The company form's codes and what follows from its answers (which sections and questions show): plain
// constants and predicates without the validation library, so the form's first script can show and hide
// questions while the schema loads when it is needed. company-schema.ts re-exports them.

/** eventChoice (DESIGN §6, reading A): which career day the company takes part in, or sponsorship only. */
export const EVENT_CHOICES = { middleSchool: '0', highSchool: '1', both: '2', sponsorshipOnly: '3' } as const;
/** companyType (SPEC §3). */
export const COMPANY_TYPES = { company: '0', university: '1', organization: '2' } as const;
/** msEventType (DESIGN §6, reading A): what the company brings to the middle school day. */
export const MS_EVENT_TYPES = { informationFair: '0', interactive: '1', both: '2' } as const;
/** msInteractive.classroomStyle (SPEC §3). */
export const CLASSROOM_STYLES = { scienceLab: '0', normalClassroom: '1' } as const;
/** sponsorshipType (SPEC §3): the tier's code, as the CMS tier entry carries it. */
export const SPONSORSHIP_TYPES = { blue: '0', gold: '1', wingfoot: '2' } as const;
/** Tables at a stand or activity (SPEC §9: 1 or 2). */
export const TABLE_COUNTS = ['1', '2'] as const;
/** The four STEM fields a company works in (SPEC §3 `stem`). */
export const STEM_FIELDS = ['science', 'technology', 'engineering', 'math'] as const;
/** The most participant rows a registration may list (SPEC gives none; the form stops offering more). */
export const MAX_PARTICIPANTS = 20;

/** How forms, mails and the invoice name each code. */
export const COMPANY_LABELS = {
  eventChoice: {
    [EVENT_CHOICES.middleSchool]: 'Middle School Event',
    [EVENT_CHOICES.highSchool]: 'High School Event',
    [EVENT_CHOICES.both]: 'Both Events',
    [EVENT_CHOICES.sponsorshipOnly]: 'Sponsorship Only',
  },
  companyType: {
    [COMPANY_TYPES.company]: 'Company',
    [COMPANY_TYPES.university]: 'University',
    [COMPANY_TYPES.organization]: 'Organization',
  },
  msEventType: {
    [MS_EVENT_TYPES.informationFair]: 'Information Fair',
    [MS_EVENT_TYPES.interactive]: 'Interactive Activity',
    [MS_EVENT_TYPES.both]: 'Both',
  },
  classroomStyle: {
    [CLASSROOM_STYLES.scienceLab]: 'Science Lab',
    [CLASSROOM_STYLES.normalClassroom]: 'Normal Classroom',
  },
  // The `stem` checkbox group: each flag's label.
  stem: { science: 'Science', technology: 'Technology', engineering: 'Engineering', math: 'Mathematics' },
} as const satisfies Record<string, object> & { stem: Record<(typeof STEM_FIELDS)[number], string> };

/** Whether the company comes to the middle school day (eventChoice middle school or both). */
export const includesMiddleSchool = (answers: { eventChoice?: unknown }) =>
  answers.eventChoice === EVENT_CHOICES.middleSchool || answers.eventChoice === EVENT_CHOICES.both;
/** Whether the company comes to the high school day (eventChoice high school or both). */
export const includesHighSchool = (answers: { eventChoice?: unknown }) =>
  answers.eventChoice === EVENT_CHOICES.highSchool || answers.eventChoice === EVENT_CHOICES.both;
/** Whether anyone from the company attends a career day (every choice but sponsorship only). */
export const attendsEvent = (answers: { eventChoice?: unknown }) =>
  includesMiddleSchool(answers) || includesHighSchool(answers);
/** Whether the middle school day includes an information fair stand. */
export const hasInformationFair = (answers: { eventChoice?: unknown; msEventType?: unknown }) =>
  includesMiddleSchool(answers) &&
  (answers.msEventType === MS_EVENT_TYPES.informationFair || answers.msEventType === MS_EVENT_TYPES.both);
/** Whether the middle school day includes an interactive activity (participants are then asked about lunch). */
export const hasInteractiveActivity = (answers: { eventChoice?: unknown; msEventType?: unknown }) =>
  includesMiddleSchool(answers) &&
  (answers.msEventType === MS_EVENT_TYPES.interactive || answers.msEventType === MS_EVENT_TYPES.both);
/** Whether the company sponsors: it said so, or it chose sponsorship only (then the question is not asked). */
export const isSponsoring = (answers: { eventChoice?: unknown; isSponsor?: unknown }) =>
  answers.eventChoice === EVENT_CHOICES.sponsorshipOnly || isYes(answers.isSponsor);
/**
 * Whether the sponsorship brings T-shirts for the company's representatives (SPEC §9: Wingfoot), so the main
 * contact's and each participant's T-shirt size is asked (SPEC §5).
 */
export const includesRepresentativeTShirts = (answers: {
  eventChoice?: unknown;
  isSponsor?: unknown;
  sponsorshipType?: unknown;
}) => isSponsoring(answers) && answers.sponsorshipType === SPONSORSHIP_TYPES.wingfoot;

/** The information fair answers, all unanswered (SPEC §3 msInformationFair). */
export const blankInformationFair = () => ({ numberOfTables: '', isElectricityNeeded: '' });

/** The interactive activity answers, all unanswered (SPEC §3 msInteractive). */
export const blankInteractiveActivity = () => ({
  description: '',
  classroomStyle: '',
  isAdditionalTablesNeeded: '',
  numberOfTables: '',
  isProjectorNeeded: '',
  isInternetNeeded: '',
  isExtensionCordNeeded: '',
  cables: '',
  isLunchNeeded: '',
  lunchTypeId: '',
  lunchTypeName: '',
});

/**
 * Loading a stored company registration into its form (SPEC §3: `stem` flags are '1'/'0' on entry and
 * numbers on load): numeric flags become the form's strings.
 */
export function prepareLoadedCompanyRegistration<T extends { stem?: unknown }>(stored: T): T {
  if (!isAnswerGroup(stored.stem)) return { ...stored };
  const stem = Object.fromEntries(
    Object.entries(stored.stem).map(([field, flag]) => [field, typeof flag === 'number' ? String(flag) : flag]),
  );
  return { ...stored, stem };
}
