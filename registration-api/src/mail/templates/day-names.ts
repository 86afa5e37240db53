import type { EventSlug } from '@stem/shared';

/**
 * The career days as the mails' own sentences name them, spelled once. (The date, time and place block at a
 * mail's end takes each day's name from the CMS, with its date.)
 */
const DAY_NAME: Record<EventSlug, string> = {
  'middle-school': 'Middle School STEM Career Day',
  'high-school': 'High School STEM Career Day',
};
export const MIDDLE_SCHOOL_DAY = DAY_NAME['middle-school'];
export const HIGH_SCHOOL_DAY = DAY_NAME['high-school'];
