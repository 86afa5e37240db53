import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

const EVENT = 'api::event.event';

/** The time fields of an event, as Strapi keeps them ("13:00:00.000"), or missing in a partial write. */
type EventTimes = Partial<
  Record<'checkInStart' | 'checkInEnd' | 'startTime' | 'endTime' | 'homeStartTime' | 'homeEndTime', string | null>
>;
/** An event's date as Strapi keeps it ("2026-04-25"), a Date from a script, or missing in a partial write. */
type EventDay = { eventDate?: string | Date | null };

/**
 * A time that must come after another: [earlier, later, what the later field's message says], naming both
 * fields as the admin labels them (editor-labels.ts), not by their API names.
 */
const IN_ORDER: ReadonlyArray<[keyof EventTimes, keyof EventTimes, string]> = [
  ['checkInStart', 'checkInEnd', '“Check-in ends” must come after “Check-in starts”'],
  ['checkInStart', 'startTime', '“Program starts” cannot come before “Check-in starts”'],
  ['startTime', 'endTime', '“Program ends” must come after “Program starts”'],
  ['homeStartTime', 'homeEndTime', '“Home page end” must come after “Home page start”'],
];

/** The picker is 24-hour: "1:00" typed for 1 pm is 1 am, the slip the checks above catch most. */
const CLOCK_HINT = 'Times are on the 24-hour clock: 1 pm is 13:00.';

/**
 * What is wrong with an event's times, field by field. A day whose end came before its start (an editor's
 * 1:00 for 1 pm) was published as "9:00 am-1:00 am" on /about, in every confirmation and in its calendar file.
 */
export function eventTimeProblems(times: EventTimes): Array<{ path: string[]; message: string }> {
  const minutes = (value: string | null | undefined) => {
    const match = /^(\d{2}):(\d{2})/.exec(value ?? '');
    return match ? Number(match[1]) * 60 + Number(match[2]) : null;
  };
  const problems: Array<{ path: string[]; message: string }> = [];
  for (const [earlier, later, message] of IN_ORDER) {
    const from = minutes(times[earlier]);
    const to = minutes(times[later]);
    const allowsEqual = later === 'startTime';
    if (from === null || to === null || to > from || (allowsEqual && to === from)) continue;
    problems.push({ path: [later], message: `${message}. ${CLOCK_HINT}` });
  }
  return problems;
}

/** The first year a career day can have: a fixed floor, so no stored or seeded date ever falls out of it. */
const FIRST_YEAR = 2000;
/** How many years ahead of today a career day can be planned. */
const YEARS_AHEAD = 5;

/**
 * What is wrong with an event's date: a year no career day can have. The admin's date picker reads what is
 * typed as MM/DD/YYYY and makes a date of anything: "Feb 28 2026" became 01/01/1826, and was published. Past
 * dates are fine (after the day, the site shows the day that was); only a year before 2000 or more than five
 * years ahead is refused. A day and month typed the other way round (28/02/2026 became 01/02/2026) look
 * plausible and pass: the field's hint asks to check the date in the calendar before saving.
 */
export function eventDateProblems(event: EventDay, today: Date): Array<{ path: string[]; message: string }> {
  const value = event.eventDate instanceof Date ? event.eventDate.toISOString() : event.eventDate;
  const match = /^(-?\d+)-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return [];
  const [year, month, day] = [Number(match[1]), match[2]!, match[3]!];
  const lastYear = today.getUTCFullYear() + YEARS_AHEAD;
  if (year >= FIRST_YEAR && year <= lastYear) return [];
  const shown = `${month}/${day}/${String(year).padStart(4, '0')}`;
  return [
    {
      path: ['eventDate'],
      message: `“Date” reads ${shown}: a career day falls between ${FIRST_YEAR} and ${lastYear}. The date picker takes MM/DD/YYYY (02/28/2026 for February 28, 2026): check the date in its calendar before saving.`,
    },
  ];
}

/** Document Service actions that take an event's data, and those that would take it off the site. */
const WRITES_DATA = new Set(['create', 'update']);
const REMOVES = new Set(['unpublish', 'delete']);

/**
 * The admin keeps an event whole: a date no career day can have and times out of order are refused on save
 * and on publish, with the field named (the admin marks it), and an event is never unpublished or deleted:
 * every page, form and mail of the site needs both career days, and without one the site's rebuild fails and
 * every later publish is dropped.
 * Registered in `register()`, so it holds for the admin, the REST API and scripts alike.
 */
export function keepEventsWhole(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== EVENT) return next();
    const params = context.params as { documentId?: string; data?: EventTimes & EventDay };
    if (REMOVES.has(context.action)) {
      throw new errors.ValidationError(
        'A career day cannot be unpublished or deleted: the site’s pages, forms and mails need both. Change its date, times or texts instead, and close its registrations in Site settings.',
      );
    }
    if (WRITES_DATA.has(context.action) || context.action === 'publish') {
      const stored = params.documentId
        ? ((await strapi.documents(EVENT).findOne({ documentId: params.documentId, status: 'draft' })) as
            (EventTimes & EventDay) | null)
        : null;
      const event = { ...stored, ...params.data };
      const problems = [...eventDateProblems(event, new Date()), ...eventTimeProblems(event)];
      if (problems.length > 0) {
        throw new errors.ValidationError(problems.map((problem) => problem.message).join(' '), {
          errors: problems.map((problem) => ({ ...problem, name: 'ValidationError', value: undefined })),
        });
      }
    }
    return next();
  });
}
