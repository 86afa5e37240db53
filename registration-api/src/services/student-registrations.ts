import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  HsDayOfConsentOutput,
  HsIndividualEditOutput,
  HsIndividualOutput,
  MsDayOfConsentOutput,
  MsIndividualEditOutput,
  MsIndividualOutput,
  RegistrationSwitch,
  RegType,
} from '@stem/shared';
import { MESSAGES } from '@stem/shared';
import type { CaptchaVerifier } from '../captcha/captcha-verifier.ts';
import type { CmsClient } from '../cms/cms-client.ts';
import type { CmsEvent, EventSlug } from '../cms/cms-reader.ts';
import { withEventInvitation } from '../mail/event-invitation.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import { DuplicateRegistrationError, type Registration, type RegistrationStore } from '../store/registration-store.ts';

/**
 * The rules of the student registrations (SPEC §3, §4, §8): the switch, the captcha, the group code, one
 * registration per (regType, email), and the confirmation emails. Routes only translate HTTP to these calls.
 */

/** SPEC §8's answer to a registration call. `field` names the form field a -2 message belongs on. */
export type ServiceAnswer =
  { code: 0; message: ''; data?: unknown } | { code: -1 | -2 | -4; message: string; field?: string };

export const REGISTRATION_CLOSED_MESSAGE = 'Registration is closed.';
export const DUPLICATE_EMAIL_MESSAGE = 'A registration with this email already exists.';
/** One consent per student and school level; a parent who needs to change it asks the organisers. */
export const DUPLICATE_CONSENT_MESSAGE =
  'A consent form for this student email has already been received. To change it, please contact us.';
export const INVALID_GROUP_CODE_MESSAGE =
  'Group Code is not valid. Please confirm the group name and code with your group leader.';

const closed = (): ServiceAnswer => ({ code: -1, message: REGISTRATION_CLOSED_MESSAGE });
const badCaptcha = (): ServiceAnswer => ({ code: -4, message: MESSAGES.verifyCaptcha });
const duplicate = (message = DUPLICATE_EMAIL_MESSAGE): ServiceAnswer => ({ code: -2, message, field: 'email' });
const wrongGroupCode = (): ServiceAnswer => ({ code: -2, message: INVALID_GROUP_CODE_MESSAGE, field: 'groupCode' });

export interface StudentRegistrationDeps {
  store: RegistrationStore;
  captcha: CaptchaVerifier;
  cms: CmsClient;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicSiteUrl: string;
}

/** The request facts the rules need beside the validated body. */
export interface Submission<T> {
  values: T;
  /** The captcha token as sent (read from the raw body: the schemas drop it). */
  captchaToken: unknown;
  remoteIp?: string;
}

/** A group as the group select lists it: never the code. */
export interface GroupListItem {
  id: string;
  groupName: string;
}

export const DEMO_GROUP = {
  email: 'demo-group-leader@stem-career-day.local',
  groupName: 'Demo Group',
  groupCode: 'Rockets-2026',
} as const;

export class StudentRegistrationService {
  readonly #deps: StudentRegistrationDeps;
  /** Per-process key: both sides of a code comparison are HMACed, so lengths and contents never leak. */
  readonly #compareKey = randomBytes(32);

  constructor(deps: StudentRegistrationDeps) {
    this.#deps = deps;
  }

  createMsIndividual(submission: Submission<MsIndividualOutput>): Promise<ServiceAnswer> {
    return this.#createStudent('MSIND', 'msIndividualOpen', 'middle-school', submission, async (values) => {
      if (values.isInGroup !== '1') return null;
      return (await this.verifyGroupCode(values.groupId, values.groupCode)) ? null : wrongGroupCode();
    });
  }

  createHsIndividual(submission: Submission<HsIndividualOutput>): Promise<ServiceAnswer> {
    return this.#createStudent('HSIND', 'hsIndividualOpen', 'high-school', submission, async () => null);
  }

  /**
   * The owner's change to a middle school registration (PUT /api/ms-ind-reg/{id}; the route has checked the
   * owner). The email stays: it is the owner. No captcha and no switch: a registrant may correct a T-shirt
   * size after registration closed. A group must still be joined with its code.
   */
  async updateMsIndividual(registration: Registration, values: MsIndividualEditOutput): Promise<ServiceAnswer> {
    if (values.isInGroup === '1' && !(await this.verifyGroupCode(values.groupId, values.groupCode))) {
      return wrongGroupCode();
    }
    return this.#updateStudent(registration, values, 'middle-school');
  }

  updateHsIndividual(registration: Registration, values: HsIndividualEditOutput): Promise<ServiceAnswer> {
    return this.#updateStudent(registration, values, 'high-school');
  }

  async #updateStudent(
    registration: Registration,
    values: MsIndividualEditOutput | HsIndividualEditOutput,
    slug: EventSlug,
  ): Promise<ServiceAnswer> {
    const updated = await this.#deps.store.update(registration.regId, { ...values, email: registration.email });
    if (!updated) return { code: -1, message: 'This registration no longer exists.' };
    await this.#sendConfirmation(slug, {
      to: [registration.email, values.parentGuardian.email],
      subject: 'Your STEM Career Day registration was updated',
      text: [
        `The registration of ${values.firstName} ${values.lastName} for the STEM Career Day was updated.`,
        '',
        'To view or change it again, log in with the student email address used to register:',
        `${this.#deps.publicSiteUrl}/auth/login?returnTo=/multiple`,
      ].join('\r\n'),
    });
    return { code: 0, message: '', data: { regId: registration.regId } };
  }

  /** Whether `groupCode` is the code of the MSGROUP registration `groupId`. Constant time in the code. */
  async verifyGroupCode(groupId: string, groupCode: string): Promise<boolean> {
    const group = await this.#deps.store.get(groupId);
    const stored = group?.regType === 'MSGROUP' ? group.data.groupCode : undefined;
    // An unknown group still costs one comparison, against a value no code can match.
    const expected = typeof stored === 'string' ? this.#digest(`code:${stored}`) : this.#digest('no group');
    const matches = timingSafeEqual(expected, this.#digest(`code:${groupCode}`));
    return matches && typeof stored === 'string';
  }

  /** Every middle school group as `{ id, groupName }`, by name. */
  async listGroups(): Promise<GroupListItem[]> {
    const groups = await this.#deps.store.listByType('MSGROUP');
    return groups
      .map((group) => ({ id: group.regId, groupName: String(group.data.groupName ?? '') }))
      .filter((group) => group.groupName !== '')
      .sort((a, b) => a.groupName.localeCompare(b.groupName));
  }

  /** The day-of consent (no captcha, no switch: SPEC §2 lists no switch for it). */
  async createDayOfConsent(values: HsDayOfConsentOutput | MsDayOfConsentOutput): Promise<ServiceAnswer> {
    const { regType, email, ...rest } = values;
    const answer = await this.#insert(regType, email, { regType, email, ...rest }, DUPLICATE_CONSENT_MESSAGE);
    if (answer.code !== 0) return answer;
    const slug: EventSlug = regType === 'HSDAYOFCONSENT' ? 'high-school' : 'middle-school';
    await this.#sendConfirmation(slug, {
      to: [email],
      subject: 'STEM Career Day: day-of consent received',
      text: [
        'Thank you: the day-of consent for the STEM Career Day has been received.',
        '',
        'Please bring this email on the day if you are asked for it.',
      ].join('\r\n'),
    });
    return answer;
  }

  /** Inserts the demo group of the README unless one with its leader email exists. */
  async seedDemoGroup(): Promise<void> {
    const existing = await this.#deps.store.listByOwner(DEMO_GROUP.email);
    if (existing.some((registration) => registration.regType === 'MSGROUP')) return;
    try {
      await this.#deps.store.insert({
        regType: 'MSGROUP',
        email: DEMO_GROUP.email,
        data: { groupName: DEMO_GROUP.groupName, groupCode: DEMO_GROUP.groupCode, email: DEMO_GROUP.email },
      });
      this.#deps.log.info('demo group seeded (SEED_DEMO_GROUPS=true)');
    } catch (error) {
      // Another instance seeded it at the same moment.
      if (!(error instanceof DuplicateRegistrationError)) throw error;
    }
  }

  async #createStudent<T extends MsIndividualOutput | HsIndividualOutput>(
    regType: 'MSIND' | 'HSIND',
    switchName: RegistrationSwitch,
    slug: EventSlug,
    submission: Submission<T>,
    checkGroup: (values: T) => Promise<ServiceAnswer | null>,
  ): Promise<ServiceAnswer> {
    const { cms, captcha } = this.#deps;
    if (!(await cms.isRegistrationOpen(switchName))) return closed();
    const token = submission.captchaToken;
    if (typeof token !== 'string' || token === '' || !(await captcha.verify(token, submission.remoteIp))) {
      return badCaptcha();
    }
    const groupProblem = await checkGroup(submission.values);
    if (groupProblem) return groupProblem;
    // The create schema keeps confirmEmail for the form; the store keeps the owner's email once.
    const { confirmEmail: _confirmEmail, ...data } = submission.values;
    const answer = await this.#insert(regType, data.email, data);
    if (answer.code !== 0) return answer;
    const { publicSiteUrl } = this.#deps;
    await this.#sendConfirmation(slug, {
      to: [data.email, data.parentGuardian.email],
      subject: 'Thank you for registering for the STEM Career Day',
      text: [
        `Thank you for registering ${data.firstName} ${data.lastName} for the STEM Career Day.`,
        '',
        'To view or change the registration, log in with the student email address used to register:',
        `${publicSiteUrl}/auth/login?returnTo=/multiple`,
        '',
        'The event day is attached as a calendar file when it is known.',
      ].join('\r\n'),
    });
    return answer;
  }

  async #insert(
    regType: RegType,
    email: string,
    data: Record<string, unknown>,
    duplicateMessage = DUPLICATE_EMAIL_MESSAGE,
  ): Promise<ServiceAnswer> {
    try {
      const registration = await this.#deps.store.insert({ regType, email, data });
      return { code: 0, message: '', data: { regId: registration.regId } };
    } catch (error) {
      if (error instanceof DuplicateRegistrationError) return duplicate(duplicateMessage);
      throw error;
    }
  }

  /** Sends a confirmation; a failure is logged (never who or what) and does not undo the registration. */
  async #sendConfirmation(slug: EventSlug, message: MailMessage): Promise<void> {
    try {
      const event = await this.#deps.cms.getEvent(slug);
      const recipients = [...new Set((message.to as string[]).map((to) => to.trim().toLowerCase()))];
      const full = { ...message, to: recipients };
      await this.#deps.mailer.send(event ? withEventInvitation(full, invitationOf(event)) : full);
    } catch (error) {
      this.#deps.log.error(
        { mailError: error instanceof Error ? error.name : 'unknown', eventSlug: slug },
        'confirmation email could not be sent; the registration is stored',
      );
    }
  }

  #digest(value: string): Buffer {
    return createHmac('sha256', this.#compareKey).update(value).digest();
  }
}

/**
 * The CMS gives the event's date and its times as free text ("8:00 am"); the invitation covers the day's
 * usual hours, 8:00 to 15:00 US Eastern (UTC-4 in spring), written in UTC.
 */
function invitationOf(event: CmsEvent) {
  return {
    uid: `${event.slug}-${event.eventDate}@stem-career-day`,
    title: event.name,
    start: new Date(`${event.eventDate}T12:00:00Z`),
    end: new Date(`${event.eventDate}T19:00:00Z`),
    location: [event.venue, event.venueAddress].filter(Boolean).join(', '),
    description: 'STEM Career Day',
  };
}
