import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DataRetention } from '@stem/shared';
import type { Registration } from '../store/registration-store.ts';
import type { CmsStandInOptions } from './cms-stand-in.ts';
import { catalogItem as item, COMPANY_CMS } from './company-fixtures.ts';
import { startSignedInApp, type RegistrationAppOptions } from './registration-test-app.ts';
import { bearer, identity, signInAs } from './sign-in.ts';
import { solvedCaptcha } from './student-fixtures.ts';

/** The coordinator the staff tests sign in as (listed in STAFF_EMAILS). */
export const COORDINATOR = 'coordinator@example.org';

/** One year for every kind, as the CMS seed has it. */
export const ONE_YEAR: DataRetention = { defaultMonths: 12, periods: [] };

/** What the staff desk reads from the CMS: every catalogue (titles), tiers, invoicing, retention. */
export const STAFF_CMS: Omit<CmsStandInOptions, 'settings'> = {
  ...COMPANY_CMS,
  catalog: [
    ...(COMPANY_CMS.catalog ?? []),
    item('MIDSCH', 12, 'Summit Ridge Middle School'),
    item('HIGHSCH', 12, 'Firestone High School'),
    ...['6th', '7th', '8th'].map((title, index) => item('MSGRADE', index + 1, title)),
    ...['9th', '10th', '11th', '12th'].map((title, index) => item('HSGRADE', index + 1, title)),
  ],
  retention: ONE_YEAR,
};

/** The app with the staff desk's CMS content and COORDINATOR as staff. */
export async function startStaffApp(options: RegistrationAppOptions = {}) {
  return startSignedInApp({
    ...options,
    cmsContent: { ...STAFF_CMS, ...options.cmsContent },
    // No demo group: the desk's counts are the test's registrations only.
    env: { STAFF_EMAILS: COORDINATOR, SEED_DEMO_GROUPS: 'false', ...options.env },
  });
}

/** Registers through the kind's own create route (a solved captcha added) and gives the new regId. */
export async function registerThrough(app: FastifyInstance, url: string, payload: object): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url,
    payload: { ...payload, gResponse: await solvedCaptcha(app) },
  });
  expect(answer.json().code, answer.body).toBe(0);
  return answer.json().data.regId as string;
}

/** The `x-custom-authorization` header of someone signed in (verified email unless overridden). */
export async function headersOf(app: FastifyInstance, email: string, overrides: Parameters<typeof identity>[1] = {}) {
  const { accessToken } = await signInAs(app, identity(email, overrides));
  return bearer(accessToken);
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * Every value a registration holds that says something about a person (names, emails, phones, its id), to
 * look for in what must not carry them. Leaves out catalogue ids, yes/no flags, the kind's own name and the
 * server's timestamps (a consent record's time says nothing about a person, and other rows written in the
 * same millisecond carry the same one).
 */
export function personalValuesOf(registration: Registration): string[] {
  const values: string[] = [registration.regId, registration.email];
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      const personal = key !== 'regType' && value.length >= 4 && !/^\d+$/.test(value) && !ISO_TIME.test(value);
      if (personal) values.push(value);
    } else if (value !== null && typeof value === 'object') {
      for (const [inner, item] of Object.entries(value)) visit(item, inner);
    }
  };
  visit(registration.data, '');
  return values;
}
