import { EVENT_TIME_ZONE } from '@stem/shared/registration-kinds';

// In the career days' zone, named, as every other time on the desk: a coordinator travelling, or a
// laptop set to UTC, would otherwise read a count or a log line an hour or five off the lists' times.
const DESK_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: EVENT_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "Nov 27, 2026, 7:44 AM EST": a time the API stamped, as the desk shows it. */
export const deskTime = (iso: string) => DESK_TIME.format(new Date(iso));
