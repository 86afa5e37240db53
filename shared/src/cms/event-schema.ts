import * as v from 'valibot';
import { CMS_TIME_PATTERN } from './event-times.ts';

/** A Strapi `time` field as the REST API gives it ("07:45:00.000"). */
export const CmsTimeSchema = v.pipe(v.string(), v.regex(CMS_TIME_PATTERN, 'must be a time (HH:mm:ss)'));

/**
 * The six times of an event entry (CMS collection `event`), the part of the event contract the site's pages
 * and the API's mails share. Two readings (SPEC §9): `checkIn*`, `startTime`, `endTime` are the about page's;
 * `homeStartTime`, `homeEndTime` the home and day-of-event pages'.
 */
export const EventTimesSchema = v.object({
  checkInStart: CmsTimeSchema,
  checkInEnd: CmsTimeSchema,
  startTime: CmsTimeSchema,
  endTime: CmsTimeSchema,
  homeStartTime: CmsTimeSchema,
  homeEndTime: CmsTimeSchema,
});
