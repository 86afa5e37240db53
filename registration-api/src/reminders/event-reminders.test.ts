import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventReminderDeps } from '../plugins/event-reminder-job.ts';
import { companyRegistrationBody } from '../test-support/company-fixtures.ts';
import type { MimePart } from '../test-support/parse-eml.ts';
import { icsOf, startSignedInApp, TEST_SITE, textOf } from '../test-support/registration-test-app.ts';
import { STAFF_CMS } from '../test-support/staff-fixtures.ts';
import { hsChaperone, msGroup, msIndividual, solvedCaptcha } from '../test-support/student-fixtures.ts';
import { runEventReminders } from './event-reminders.ts';

// The seeded days (student-fixtures.ts): the high school day on Saturday 2026-02-21, the middle school day on
// Saturday 2026-04-25. Times are UTC; New York is 4 hours behind in April, 5 in February.
const THURSDAY_BEFORE_MS_DAY = new Date('2026-04-23T14:00:00Z'); // 10:00 in New York, 2 days before
const MS_SUBJECT = 'See you on Saturday, April 25, 2026: Middle School STEM Career Day';

let app: FastifyInstance;
let mails: () => Promise<MimePart[]>;
afterEach(async () => {
  await app?.close();
  vi.useRealTimers();
});

/** The app, with the clock (Date only) at `now`: registrations are made then. */
async function start(now = new Date('2026-04-20T14:00:00Z')) {
  vi.useFakeTimers({ toFake: ['Date'], now });
  ({ app, mails } = await startSignedInApp({ cmsContent: STAFF_CMS, env: { SEED_DEMO_GROUPS: 'false' } }));
}

async function register(url: string, payload: object) {
  const answer = await app.inject({
    method: 'POST',
    url,
    payload: { ...payload, gResponse: await solvedCaptcha(app) },
  });
  expect(answer.json().code, answer.body).toBe(0);
  return answer.json().data as { regId: string };
}

/**
 * Everyone a middle school day reminder is for, and a chaperone of the high school day, who is not. Alan
 * joins the group; his school will send his consent, and has not yet.
 */
async function registerForBothDays() {
  const group = await register('/api/ms-group-reg', msGroup('mae@example.com', 'Rockets'));
  await register('/api/ms-ind-reg', msIndividual('ada@example.com'));
  await register('/api/ms-ind-reg', {
    ...msIndividual('alan@example.com'),
    firstName: 'Alan',
    lastName: 'Turing',
    isInGroup: '1',
    groupId: group.regId,
    groupCode: msGroup().groupCode,
    consentWillBeSubmittedBySchool: '1',
    isParentPresent: '0',
  });
  await register('/api/company-reg', companyRegistrationBody('katherine@wingfoot.example')); // both days
  await register('/api/hs-chaperone-reg', hsChaperone('dorothy@example.com'));
}

/** A run of the job with the clock at `now` (the store's records expire by the clock too). */
function remind(now: Date, daysBefore = 3) {
  vi.setSystemTime(now);
  return runEventReminders(eventReminderDeps(app, { daysBefore, publicSiteUrl: TEST_SITE }));
}

const reminders = async (subject = MS_SUBJECT) =>
  (await mails()).filter((mail) => mail.headers.get('subject') === subject);
const recipientsOf = (mail: MimePart) =>
  mail.headers
    .get('to')!
    .split(',')
    .map((to) => to.trim())
    .sort();

describe('the reminder before a career day', () => {
  it('goes once to everyone registered for the day, a student’s parent too, with the day, the QR code and what is missing', async () => {
    await start();
    await registerForBothDays();
    // An hour before the run: the confirmation is fresh, the reminder would only repeat it.
    vi.setSystemTime(new Date(THURSDAY_BEFORE_MS_DAY.getTime() - 3600 * 1000));
    await register('/api/ms-ind-reg', { ...msIndividual('late@example.com'), firstName: 'Late' });

    expect(await remind(THURSDAY_BEFORE_MS_DAY)).toBe(4);
    const sent = await reminders();
    expect(sent.map(recipientsOf).sort()).toEqual([
      ['ada@example.com', 'grace@example.com'],
      ['alan@example.com', 'grace@example.com'],
      ['katherine@wingfoot.example'],
      ['mae@example.com'],
    ]);
    const toAda = sent.find((mail) => recipientsOf(mail).includes('ada@example.com'))!;
    const toAlan = sent.find((mail) => recipientsOf(mail).includes('alan@example.com'))!;
    const toGroup = sent.find((mail) => recipientsOf(mail).includes('mae@example.com'))!;
    expect(textOf(toAda)).toContain(
      'This is a reminder: Ada Lovelace is registered for the Middle School STEM Career Day on Saturday, April 25, 2026.',
    );
    expect(textOf(toGroup)).toContain('the group “Rockets” is registered');
    // The leader: how many joined, and how many consents are missing (Alan's).
    expect(textOf(toGroup)).toContain('Students in your group: 1');
    expect(textOf(toGroup)).toContain('Consent forms missing: 1');
    expect(textOf(toGroup)).toContain('Log in to see whose is missing.');
    // The company's main contact: whom the company registered, to pass the day on to.
    const toCompany = sent.find((mail) => recipientsOf(mail).includes('katherine@wingfoot.example'))!;
    expect(textOf(toCompany)).toContain('Wingfoot Labs is registered');
    expect(textOf(toCompany)).toMatch(
      /Registered for Wingfoot Labs, 3 people:\s+- Katherine Johnson \(main contact\)\s+- Mary Jackson\s+- Dorothy Jackson/,
    );
    // As the confirmation: the day's facts and calendar, and the check-in code.
    expect(textOf(toAda)).toContain('Summit Ridge Hall, 1 Campus Drive');
    expect(icsOf(toAda)).toContain('DTSTART');
    expect(textOf(toAda)).toContain('show the QR code attached to this email (check-in-qr-ada-lovelace.png)');
    expect(toAda.parts.some((part) => part.type === 'image/png')).toBe(true);
    expect(textOf(toAda)).toContain(`${TEST_SITE}/map`);
    // Ada's parent signed on the form; Alan's school has not sent his consent yet.
    expect(textOf(toAda)).not.toContain('consent form');
    expect(textOf(toAlan)).toContain(
      "The school was to send Alan's parent/guardian consent form, and we have not received it yet.",
    );
    expect(textOf(toAlan)).toContain(`${TEST_SITE}/consent-form-ms`);
    expect(textOf(toAlan)).toContain('enter the student email address used to register: alan@example.com');

    // Run again the same day: nobody gets a second one. The next day, the late registration's day has
    // come (and still nobody else's second).
    expect(await remind(THURSDAY_BEFORE_MS_DAY)).toBe(0);
    expect(await remind(new Date('2026-04-24T14:00:00Z'))).toBe(1);
    expect((await reminders()).map(recipientsOf).filter((to) => to.includes('late@example.com'))).toEqual([
      ['grace@example.com', 'late@example.com'],
    ]);
    expect(await reminders()).toHaveLength(5);
  });

  it('waits until the day is near and daytime where it happens, and does not go on the day or after it', async () => {
    await start(new Date('2026-02-10T15:00:00Z'));
    await registerForBothDays();
    const hsSubject = 'See you on Saturday, February 21, 2026: High School STEM Career Day';

    // The high school day, a day before (10:00 in New York): its chaperone and the company.
    expect(await remind(new Date('2026-02-20T15:00:00Z'), 1)).toBe(2);
    expect((await reminders(hsSubject)).map(recipientsOf).sort()).toEqual([
      ['dorothy@example.com'],
      ['katherine@wingfoot.example'],
    ]);

    expect(await remind(new Date('2026-04-21T14:00:00Z'))).toBe(0); // 4 days before
    expect(await remind(new Date('2026-04-23T06:00:00Z'))).toBe(0); // 2:00 in New York
    expect(await remind(new Date('2026-04-25T14:00:00Z'))).toBe(0); // the day itself
    expect(await remind(new Date('2026-04-26T14:00:00Z'))).toBe(0);
    expect(await remind(THURSDAY_BEFORE_MS_DAY, 0)).toBe(0); // EVENT_REMINDER_DAYS=0
    expect(await reminders()).toHaveLength(0); // the middle school day's
  });
});
