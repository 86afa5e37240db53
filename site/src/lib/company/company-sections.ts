// The answers module, not the schema nor the package index: the section list needs only the event-choice
// predicates, and the page's first script must not bring the validation library with them.
import { attendsEvent, includesHighSchool, includesMiddleSchool } from '@stem/shared/registration/company-answers';

/** The company form's sections (SPEC §2), each titled by its component. */
export type CompanySection =
  'organization' | 'main-contact' | 'middle-school' | 'high-school' | 'sponsorship' | 'participants';

/**
 * The sections the form shows for an event choice, with their numbers (SPEC §2: "Section numbers shift
 * with the chosen event"): 1 and 2 always; then the middle school and high school preparation for the days
 * chosen; the sponsorship; and the additional participants whenever someone attends (not for sponsorship
 * only, nor before an event is chosen).
 */
export function companySections(eventChoice: string): { section: CompanySection; number: number }[] {
  const answers = { eventChoice };
  const shown: CompanySection[] = [
    'organization',
    'main-contact',
    ...(includesMiddleSchool(answers) ? (['middle-school'] as const) : []),
    ...(includesHighSchool(answers) ? (['high-school'] as const) : []),
    'sponsorship',
    ...(attendsEvent(answers) ? (['participants'] as const) : []),
  ];
  return shown.map((section, index) => ({ section, number: index + 1 }));
}
