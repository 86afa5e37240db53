import type { FastifyInstance } from 'fastify';
import type { MimePart } from './parse-eml.ts';
import { textOf } from './registration-test-app.ts';
import { dayOfConsent, solvedCaptcha } from './student-fixtures.ts';

type DayOfConsentType = 'HSDAYOFCONSENT' | 'MSDAYOFCONSENT';
const pathOf = (regType: DayOfConsentType) =>
  regType === 'HSDAYOFCONSENT' ? '/api/hs-day-of-consent' : '/api/ms-day-of-consent';

/** Files a day-of consent on the public route, with a solved captcha, as the consent form does. */
export async function fileDayOfConsent(
  app: FastifyInstance,
  regType: DayOfConsentType,
  email = 'ada@example.com',
  consent: Partial<ReturnType<typeof dayOfConsent>['stemDayConsent']> = {},
) {
  const body = dayOfConsent(regType, email);
  return app.inject({
    method: 'POST',
    url: pathOf(regType),
    payload: { ...body, stemDayConsent: { ...body.stemDayConsent, ...consent }, gResponse: await solvedCaptcha(app) },
  });
}

/** The confirmation requests among the mails, oldest first. */
export const confirmationRequests = (mails: MimePart[]) =>
  mails.filter((mail) =>
    String(mail.headers.get('subject')).startsWith('STEM Career Day: please confirm the day-of consent'),
  );

/** The token of a confirmation request's link. */
export function tokenOf(mail: MimePart): string {
  const match = /\/consent-confirm\?token=(\S+)/.exec(textOf(mail));
  if (!match) throw new Error('no confirmation link in the mail');
  return decodeURIComponent(match[1]!);
}

/** What the confirmation page sends when the parent presses its button. */
export const confirm = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/day-of-consent/confirm', payload: { token } });

/** Files a day-of consent and confirms it from the newest confirmation request, as the parent does. */
export async function fileAndConfirmDayOfConsent(
  app: FastifyInstance,
  mails: () => Promise<MimePart[]>,
  regType: DayOfConsentType,
  email = 'ada@example.com',
) {
  await fileDayOfConsent(app, regType, email);
  const request = confirmationRequests(await mails()).at(-1);
  if (!request) throw new Error('no confirmation request was mailed');
  return confirm(app, tokenOf(request));
}
