import { EVENT_SLUGS, eventCalendarPath, REGISTRATION_KINDS, type EventSlug } from '@stem/shared/registration-kinds';
import type { ThankYouKinds } from './thank-you-text.ts';

const perDay = (of: (event: EventSlug) => string) =>
  Object.fromEntries(EVENT_SLUGS.map((event) => [event, of(event)])) as Record<EventSlug, string>;

/**
 * What the thank-you texts need of the kind registry, read when the page is built (thank-you.astro) and
 * written into it, so that its script, which every registration ends on, does without the registry's module.
 */
export function thankYouKinds(): ThankYouKinds {
  const kinds = Object.values(REGISTRATION_KINDS);
  return {
    kinds: Object.fromEntries(kinds.map(({ regType, thankYou, event }) => [regType, { thankYou, event }])),
    consentForms: perDay(
      (event) => kinds.find((kind) => kind.thankYou === 'day-of-consent' && kind.event === event)!.newRoute,
    ),
    calendars: perDay(eventCalendarPath),
  };
}
