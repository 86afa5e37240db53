import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import type { FetchLike } from '../cms/cms-reader.ts';
import { cmsStandIn, SEEDED_SETTINGS, type CmsStandInOptions } from './cms-stand-in.ts';

/** What the captcha widget does in the browser: fetch a challenge, solve it, send base64(JSON). */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject('/api/captcha/challenge')).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('altcha-lib could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The middle school day (SPEC §9: April 25 2026, check-in 7:45 to 8:30, ends 2 p.m.; home page 8:00-2:30). */
export const MS_EVENT = {
  slug: 'middle-school',
  name: 'Middle School STEM Career Day',
  eventDate: '2026-04-25',
  venue: 'Summit Ridge Hall',
  venueAddress: '1 Campus Drive',
  checkInStart: '07:45:00.000',
  checkInEnd: '08:30:00.000',
  startTime: '08:30:00.000',
  endTime: '14:00:00.000',
  homeStartTime: '08:00:00.000',
  homeEndTime: '14:30:00.000',
};

/** The high school day (SPEC §9: Feb. 21 2026, at the university, check-in 7:45 to 8:30, event 8:30 to noon). */
export const HS_EVENT = {
  slug: 'high-school',
  name: 'High School STEM Career Day',
  eventDate: '2026-02-21',
  venue: 'University Student Union',
  venueAddress: '303 Carroll Street',
  checkInStart: '07:45:00.000',
  checkInEnd: '08:30:00.000',
  startTime: '08:30:00.000',
  endTime: '12:00:00.000',
  homeStartTime: '08:00:00.000',
  homeEndTime: '12:00:00.000',
};

/** The CMS stand-in, answering the event collection as well (Strapi's `{ data: [...] }`). */
export function cmsWithEvents(settings = SEEDED_SETTINGS, content: Omit<CmsStandInOptions, 'settings'> = {}) {
  const standIn = cmsStandIn({ ...content, settings });
  const fetch: FetchLike = async (url, init) => {
    const { pathname, searchParams } = new URL(url);
    if (pathname === '/api/events' && !standIn.down) {
      standIn.requests.push(url);
      const slug = searchParams.get('filters[slug][$eq]');
      const events = [MS_EVENT, HS_EVENT];
      const data = events.filter((event) => event.slug === slug).map((event, id) => ({ id, ...event }));
      return new Response(JSON.stringify({ data, meta: {} }), { headers: { 'content-type': 'application/json' } });
    }
    return standIn.fetch(url, init);
  };
  return { standIn, fetch };
}

const consent = () => ({
  parentGuardianName: 'Grace Hopper',
  relation: 'Mother',
  studentName: 'Ada Lovelace',
  parentGuardianElSignature: 'Grace Hopper',
  date: '02/03/2026',
});

const studentCommon = (email: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  confirmEmail: email,
  schoolId: '12',
  otherSchoolName: '',
  needTranslator: '0',
  specifiedLanguage: '',
  tShirtSizeId: '3',
  hasAttended: '0',
  parentGuardian: {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    confirmEmail: 'grace@example.com',
    phoneNumber: '330-555-0100',
    willBeAttending: '1',
    willAddParentBeAttending: '1',
    addParentFirstName: 'Alan',
    addParentLastName: 'Turing',
  },
  emergencyContact: { sameAsParent: '0', firstName: 'Ken', lastName: 'Thompson', phoneNumber: '330-555-0199' },
  consentWillBeSubmittedBySchool: '0',
  isParentPresent: '1',
  stemDayConsent: consent(),
});

/** A valid middle school individual (create mode), not in a group. */
export const msIndividual = (email = 'ada@example.com') => ({
  ...studentCommon(email),
  gradeLevelId: '2',
  lunchId: '1',
  favouriteSubjects: { science: '1', technology: '0', engineering: '0', math: '0' },
  isInGroup: '0',
  groupId: '',
  groupCode: '',
});

/** A valid high school individual (create mode). */
export const hsIndividual = (email = 'ada@example.com') => ({
  ...studentCommon(email),
  gradeLevelId: '4',
  tourType: { biology: '1' },
});

/** A valid day-of consent. */
export const dayOfConsent = (regType: 'HSDAYOFCONSENT' | 'MSDAYOFCONSENT', email = 'ada@example.com') => ({
  regType,
  email,
  stemDayConsent: consent(),
});

/** A valid high school chaperone (create mode, without the captcha token). */
export const hsChaperone = (email = 'katherine@example.com') => ({
  firstName: 'Katherine',
  lastName: 'Johnson',
  email,
  confirmEmail: email,
  phone: '330-555-0142',
  stemDayConsent: {
    chaperoneFullName: 'Katherine Johnson',
    chaperoneElSignature: 'Katherine Johnson',
    date: '02/03/2026',
  },
});

/** A valid middle school group (create mode, without the captcha token). */
export const msGroup = (email = 'mae@example.com', groupName = 'Rockets') => ({
  groupName,
  groupCode: 'Lift-Off-7',
  schoolId: '12',
  otherSchoolName: '',
  firstName: 'Mae',
  lastName: 'Jemison',
  email,
  confirmEmail: email,
  phone: '330-555-0177',
  lunchId: '2',
  tShirtSizeId: '4',
});
