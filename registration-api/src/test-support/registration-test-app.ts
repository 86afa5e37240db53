import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildTestApp } from './build-test-app.ts';
import { SEEDED_SETTINGS, type CmsStandInOptions } from './cms-stand-in.ts';
import { parseEml, type MimePart } from './parse-eml.ts';
import { cmsWithEvents } from './student-fixtures.ts';

export interface RegistrationAppOptions {
  env?: Record<string, string>;
  settings?: typeof SEEDED_SETTINGS;
  /** More CMS content than the settings and events (catalogues, states, sponsorship tiers). */
  cmsContent?: Omit<CmsStandInOptions, 'settings'>;
  cmsDown?: boolean;
  logStream?: { write(line: string): void };
}

/** The app with the CMS stand-in (switches and both event days) and an outbox folder to read mails from. */
export async function startRegistrationApp(options: RegistrationAppOptions = {}) {
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-registration-outbox-'));
  const cms = cmsWithEvents(options.settings, options.cmsContent);
  cms.standIn.down = options.cmsDown ?? false;
  const app: FastifyInstance = await buildTestApp(
    { OUTBOX_DIR: outbox, SEED_DEMO_GROUPS: 'true', ...options.env },
    { cmsFetch: cms.fetch, logStream: options.logStream },
  );
  app.addHook('onClose', async () => fs.rmSync(outbox, { recursive: true, force: true }));
  await app.ready();
  // Mail leaves through the store's outbox: the worker sends what is due before the folder is read.
  const mails = async () => {
    await app.mailWorker.drain();
    return readOutbox(outbox);
  };
  // The CMS stand-in too: a test may take it down or bring it back while the app runs.
  return { app, mails, cms: cms.standIn };
}

/** The site origin of the links in mails, in tests that read them. */
export const TEST_SITE = 'https://career-day.example';

/** As startRegistrationApp, with a fixed login secret and TEST_SITE as the site: tests that sign in and read links. */
export const startSignedInApp = (options: RegistrationAppOptions = {}) =>
  startRegistrationApp({
    ...options,
    env: { AUTH_SECRET: 'test-auth-secret-0123456789-abcdefghij', PUBLIC_SITE_URL: TEST_SITE, ...options.env },
  });

/** Every message the outbox mailer wrote, parsed. */
export function readOutbox(outbox: string): MimePart[] {
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => parseEml(fs.readFileSync(path.join(outbox, file), 'utf8')));
}

const flatten = (part: MimePart): MimePart[] => [part, ...part.parts.flatMap(flatten)];

/** The calendar file of a mail (nodemailer's icalEvent), or undefined. */
export const icsOf = (mail: MimePart) => flatten(mail).find((part) => part.type === 'text/calendar')?.body;

/** The file names a mail's attachments are saved under (its content-disposition's filename). */
export const attachmentNamesOf = (mail: MimePart) =>
  flatten(mail).flatMap(
    (part) => /filename="?([^";]+)"?/.exec(part.headers.get('content-disposition') ?? '')?.[1] ?? [],
  );

/** The plain text of a mail. */
export const textOf = (mail: MimePart) =>
  flatten(mail)
    .filter((part) => part.type === 'text/plain')
    .map((part) => part.body)
    .join('\n');

/** A registration refusal as the site reads it: the SPEC code in the body, with the status it arrives with. */
export function expectRefusal(
  response: LightMyRequestResponse,
  refusal: { status: number; code: number; message: string },
) {
  expect(response.statusCode).toBe(refusal.status);
  expect(response.json()).toEqual({
    code: refusal.code,
    message: refusal.message,
    requestId: response.headers['x-request-id'],
  });
}

export const CLOSED = { status: 403, code: -1, message: 'Registration is closed.' };
export const CAPTCHA_FAILED = { status: 400, code: -4, message: 'Please verify using reCAPTCHA.' };
