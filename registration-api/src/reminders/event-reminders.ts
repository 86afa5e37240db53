import {
  clockAtEvent,
  consentInHand,
  EVENT_SLUGS,
  formatEventDate,
  kindOf,
  REMINDER_HOURS,
  remindersFrom,
  type EventSlug,
} from '@stem/shared';
import type { FastifyBaseLogger } from 'fastify';
import { trimmedAnswer } from '@stem/shared/registration/fields/answers';
import { checkInMailAddition } from '../check-in/check-in-qr.ts';
import type { CheckInTokens } from '../check-in/check-in-token.ts';
import type { CmsClient } from '../cms/cms-client.ts';
import { ConsentStates, dayOfConsentFormUrlOf } from '../consents/consent-state.ts';
import type { MailComposer } from '../mail/mail-composer.ts';
import { apiKindOf } from '../registrations/api-kinds.ts';
import { recipientsOf } from '../registrations/recipients.ts';
import { quoted } from '../mail/templates/mail-content.ts';
import { withAddition } from '../registrations/registration-pipeline.ts';
import { eventReminder } from '../mail/templates/event-reminder-mails.ts';
import { loginUrlOf } from '../mail/templates/links.ts';
import type { SharedState } from '../shared-state/shared-state.ts';
import { allRegistrations } from '../staff/headcounts.ts';
import { eventsOf } from '../staff/kind-events.ts';
import type { Registration, RegistrationStore } from '../store/registration-store.ts';

export interface EventReminderDeps {
  store: RegistrationStore;
  cms: Pick<CmsClient, 'getEvent'>;
  composer: Pick<MailComposer, 'compose'>;
  sharedState: Pick<SharedState, 'consumeOnce'>;
  checkInTokens: CheckInTokens;
  publicSiteUrl: string;
  /** Reminders go from this many days before a day (3: on the Wednesday before a Saturday) to the day before. */
  daysBefore: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** The clock (the bench runs the job as on a day before a career day). */
  now?: () => Date;
}

const DAY_MS = 24 * 3600 * 1000;
/** Reminders queued together (see runEventReminders). */
const BATCH = 100;

/** Whom a registration is for, as a reminder names it: a student, a chaperone, a company or a group. */
function registeredName(registration: Registration): string {
  const data = registration.data;
  if (trimmedAnswer(data.companyName)) return trimmedAnswer(data.companyName);
  if (trimmedAnswer(data.groupName)) return `the group ${quoted(trimmedAnswer(data.groupName))}`;
  return `${trimmedAnswer(data.firstName)} ${trimmedAnswer(data.lastName)}`.trim() || 'your registration';
}

/**
 * Sends the reminder of each career day due in `daysBefore` days or fewer (not on the day itself) to
 * everyone registered for it: the registrant, and a student's parent/guardian. Each registration gets one
 * reminder per day, however often this runs and on however many API instances (the shared state's
 * `consumeOnce`, taken before the mail is queued, as the desk's consent reminders). The mail says the day,
 * time and place with its calendar file and the check-in QR code, as the confirmation did, asks for the
 * consent form when a student's is not in hand, and points to the map and to the registration, to change
 * or cancel it. A registration made in the last 24 hours waits (its confirmation is fresh). Returns how
 * many reminders were queued.
 */
export async function runEventReminders(deps: EventReminderDeps): Promise<number> {
  const now = deps.now?.() ?? new Date();
  if (deps.daysBefore === 0) return 0;
  const local = clockAtEvent(now);
  if (local.hour < REMINDER_HOURS.first || local.hour >= REMINDER_HOURS.last) return 0;
  const due: Array<{ slug: EventSlug; eventDate: string; name: string }> = [];
  for (const slug of EVENT_SLUGS) {
    const event = await deps.cms.getEvent(slug);
    if (!event) continue;
    // ISO dates compare as text: from the first reminder date to the day before the day.
    if (local.date >= remindersFrom(event.eventDate, deps.daysBefore) && local.date < event.eventDate) {
      due.push({ slug, eventDate: event.eventDate, name: event.name });
    }
  }
  if (due.length === 0) return 0;

  const everyRegistration = await allRegistrations(deps.store);
  const registrations = everyRegistration.filter((registration) => kindOf(registration.regType)?.listed);
  const consents = await ConsentStates.load(deps.store);
  const context = { registrations: everyRegistration, consents };
  let queued = 0;
  for (const day of due) {
    const remindOne = async (registration: Registration): Promise<boolean> => {
      // Registered in the last day: the confirmation just said all this. Its reminder waits a day, if the
      // career day is still ahead then.
      if (Date.parse(registration.createdAt) > now.getTime() - DAY_MS) return false;
      // Kept until the day after the day: a run in those days finds it taken, and the record then goes.
      const until = new Date(Date.parse(day.eventDate) + 2 * DAY_MS);
      const key = `event-reminder:${day.slug}:${day.eventDate}:${registration.regId}`;
      if (!(await deps.sharedState.consumeOnce(key, until))) return false;
      const formUrl = dayOfConsentFormUrlOf(deps.publicSiteUrl, registration.regType);
      const consentState = consents.of(registration);
      const checkIn = checkInMailAddition(registration, deps.checkInTokens);
      const reminder = eventReminder({
        registered: registeredName(registration),
        eventName: day.name,
        date: formatEventDate(day.eventDate),
        consent:
          formUrl && consentState !== null && !consentInHand(consentState)
            ? {
                firstName: trimmedAnswer(registration.data.firstName) || 'the student',
                state: consentState,
                formUrl,
                studentEmail: registration.email,
              }
            : null,
        kindBlocks: apiKindOf(registration.regType)?.reminderBlocks?.(registration, context) ?? [],
        mapUrl: `${deps.publicSiteUrl}/map`,
        loginUrl: loginUrlOf(deps.publicSiteUrl),
      });
      const message = await deps.composer.compose(
        withAddition({ to: recipientsOf(registration), content: reminder }, checkIn),
        [day.slug],
      );
      // Queued with the registration: a cancellation or retention takes an unsent reminder with it.
      await deps.store.enqueueMails([{ regId: registration.regId, message }]);
      return true;
    };
    const attending = registrations.filter((registration) => eventsOf(registration).includes(day.slug));
    let queuedForDay = 0;
    // A batch at a time: its records and mails share the store's group commits (one by one, 10,000
    // reminders took 72 s, each waiting for two commits of its own).
    for (let first = 0; first < attending.length; first += BATCH) {
      const sent = await Promise.all(attending.slice(first, first + BATCH).map(remindOne));
      queuedForDay += sent.filter(Boolean).length;
    }
    if (queuedForDay > 0) {
      deps.log.info({ event: day.slug, eventDate: day.eventDate, queued: queuedForDay }, 'event reminders queued');
    }
    queued += queuedForDay;
  }
  return queued;
}
