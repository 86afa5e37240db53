import type { FastifyBaseLogger } from 'fastify';
import { consentStateInHand, stampServerDates, todayAtEvent, type DayOfConsentRegType } from '@stem/shared';
import { parentEmailOf } from '@stem/shared/registration/fields/answers';
import { holdsEvery, searchWords } from '@stem/shared/text/search-key';
import type { MailComposer } from '../mail/mail-composer.ts';
import { consentReceivedMail, confirmationRequestMail } from '../mail/templates/day-of-consent-mails.ts';
import {
  DuplicateRegistrationError,
  emailKey,
  type Registration,
  type RegistrationStore,
} from '../store/registration-store.ts';
import { personName } from '../registrations/person-name.ts';
import type { QueuedMessage } from '../store/mail-outbox.ts';
import { STUDENT_CONSENT_SIGNING } from './consent-kinds.ts';
import { CONSENT_RECORDS_FIELD, consentRecordsOf, signatureOf, type ConsentRecord } from './consent-record.ts';
import { DAY_OF_CONSENT_TYPE_OF, readConsentState } from './consent-state.ts';
import {
  CONFIRMATION_LINK_SECONDS,
  isConfirmedLink,
  loadPending,
  markConfirmed,
  savePending,
} from './pending-consents.ts';

/** Signs and checks the mailed link's token: an id and an expiry under the API's HMAC (auth/upload-grant.ts). */
export interface ConsentLinkSigner {
  issue(pendingId: string): string;
  verify(token: unknown): string | null;
}

export interface DayOfConsentDeps {
  store: RegistrationStore;
  mailComposer: Pick<MailComposer, 'compose'>;
  /** Tells the mail worker that messages were stored. */
  wakeMailWorker(): void;
  log: FastifyBaseLogger;
  publicSiteUrl: string;
  links: ConsentLinkSigner;
  now?: () => Date;
}

/** What the public form sends once its schema has run. */
export interface DayOfConsentFiling {
  regType: DayOfConsentRegType;
  email: string;
  stemDayConsent: Record<string, unknown>;
  consentTextVersion?: string;
}

/** The one answer to a link that is not (or no longer) good: forged, altered, used, expired or orphaned. */
export const CONFIRMATION_LINK_INVALID_MESSAGE =
  'This confirmation link has expired or has already been used. Please fill in the consent form again.';

/** The student kind a day-of consent belongs to (same level). */
const STUDENT_TYPE_OF = Object.fromEntries(
  Object.entries(DAY_OF_CONSENT_TYPE_OF).map(([student, consent]) => [consent, student]),
) as Record<DayOfConsentRegType, 'MSIND' | 'HSIND'>;

/** What a confirmation link came to: the kind, whether it had been used already, and whose consent it is. */
export interface ConfirmedConsent {
  regType: DayOfConsentRegType;
  alreadyConfirmed: boolean;
  /** The student's name ('' if the registration is gone since). */
  studentName: string;
}

const studentNameOf = (student: Registration) => personName(student) || 'the student';

/**
 * The student's name as the form gave it, when it is not the registration's: a parent of two children at one
 * address who fills in one level's form for the other child's name (qa25b) is told before confirming. Only
 * the registration's parent reads it, so it says nothing of who is registered to whoever filled in the form.
 */
function otherNameTyped(filing: DayOfConsentFiling, student: Registration): string | undefined {
  const typed = filing.stemDayConsent.studentName;
  if (typeof typed !== 'string' || typed.trim() === '') return undefined;
  return holdsEvery(personName(student), searchWords(typed)) ? undefined : typed.trim();
}

/**
 * The day-of consent (issue 10, SECURITY.md item 25). Filing it on the public form stores nothing that
 * counts: when the email names a student registration of the level with a parent/guardian email, the consent
 * waits under an id of its own and a single-use, expiring link goes to that parent email. Only following
 * the link records it. The caller answers the same whatever happened here, so the form tells a stranger
 * nothing about which emails are registered, and a filing can never block another one.
 */
export class DayOfConsents {
  readonly #deps: DayOfConsentDeps;

  constructor(deps: DayOfConsentDeps) {
    this.#deps = deps;
  }

  #now() {
    return this.#deps.now?.() ?? new Date();
  }

  /** Files a consent from the public form. Resolves the same way whether or not it led anywhere. */
  async file(filing: DayOfConsentFiling): Promise<void> {
    const { store, log } = this.#deps;
    const studentType = STUDENT_TYPE_OF[filing.regType];
    const owned = await store.listByOwner(filing.email);
    const student = owned.find((registration) => registration.regType === studentType);
    if (!student) {
      log.info({ regType: filing.regType }, 'day-of consent for no registration of its level; nothing stored');
      return;
    }
    const parentEmail = parentEmailOf(student.data);
    if (!parentEmail) {
      // Nobody can confirm it, so it cannot count; the family asks the organisers (docs/decisions.md).
      log.warn({ regType: filing.regType }, 'day-of consent for a registration without a parent email; nothing sent');
      return;
    }
    const now = this.#now();
    const stemDayConsent = stampServerDates(
      { stemDayConsent: filing.stemDayConsent },
      [['stemDayConsent', 'date']],
      todayAtEvent(now),
    ).stemDayConsent;
    const pendingId = await savePending(store, {
      regType: filing.regType,
      regId: student.regId,
      studentEmail: student.email,
      parentEmail,
      stemDayConsent,
      consentTextVersion: filing.consentTextVersion ?? '',
      requestedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + CONFIRMATION_LINK_SECONDS * 1000).toISOString(),
    });
    const confirmUrl = `${this.#deps.publicSiteUrl}/consent-confirm?token=${encodeURIComponent(this.#deps.links.issue(pendingId))}`;
    // Queued with the student's registration: retention and deletion take it with them.
    const request = await this.#deps.mailComposer.compose({
      to: [parentEmail],
      content: confirmationRequestMail({
        studentName: studentNameOf(student),
        otherNameTyped: otherNameTyped(filing, student),
        regType: filing.regType,
        consentInHand: consentStateInHand(await readConsentState(store, student, owned)),
        confirmUrl,
      }),
    });
    await store.enqueueMails([{ regId: student.regId, message: request }]);
    this.#deps.wakeMailWorker();
  }

  /**
   * Confirms a consent from its mailed link: records it as the student's day-of consent (the earlier
   * records kept) and mails the parent and the student. A link that already confirmed its consent says so
   * (`alreadyConfirmed`: the parent opened the mail again; the link, signed and mailed to them, is the proof
   * it was theirs). Null for any other link that is not good now, one answer for all. `studentName` lets the
   * page say whose consent it was (the link was mailed to that student's parent, and the mail names them).
   */
  async confirm(token: unknown): Promise<ConfirmedConsent | null> {
    const { store } = this.#deps;
    const pendingId = this.#deps.links.verify(token);
    if (!pendingId) return null;
    const pending = await loadPending(store, pendingId);
    if (pending && isConfirmedLink(pending)) {
      const student = await store.get(pending.regId);
      return { regType: pending.regType, alreadyConfirmed: true, studentName: student ? personName(student) : '' };
    }
    const now = this.#now();
    if (!pending || Date.parse(pending.expiresAt) <= now.getTime()) return null;
    if (!(await store.consumeOnce(`day-of-consent-confirm:${pendingId}`, new Date(pending.expiresAt)))) return null;
    // The registration must still be the one mailed: not cancelled, the same student, the same parent email.
    const student = await store.get(pending.regId);
    if (
      !student ||
      student.regType !== STUDENT_TYPE_OF[pending.regType] ||
      emailKey(student.email) !== emailKey(pending.studentEmail) ||
      emailKey(parentEmailOf(student.data)) !== emailKey(pending.parentEmail)
    ) {
      return null;
    }
    const record: ConsentRecord = {
      textVersion: pending.consentTextVersion || null,
      signedBy: signatureOf(pending.stemDayConsent, STUDENT_CONSENT_SIGNING) ?? {},
      recordedAt: now.toISOString(),
      confirmedFrom: pending.parentEmail,
    };
    const received = await this.#deps.mailComposer.compose({
      to: [pending.parentEmail, student.email],
      content: consentReceivedMail(studentNameOf(student)),
    });
    // The consent and its mail in one write.
    await this.#record(pending.regType, student, pending.stemDayConsent, record, [received]);
    await markConfirmed(store, pendingId, pending, now);
    this.#deps.wakeMailWorker();
    return { regType: pending.regType, alreadyConfirmed: false, studentName: personName(student) };
  }

  /** The student's day-of consent becomes this one; a consent recorded before stays in its history. */
  async #record(
    regType: DayOfConsentRegType,
    student: Registration,
    stemDayConsent: Record<string, unknown>,
    record: ConsentRecord,
    mails: QueuedMessage[],
  ) {
    const { store } = this.#deps;
    const data = (earlier: Registration | undefined) => ({
      regType,
      email: student.email,
      studentRegId: student.regId,
      stemDayConsent,
      [CONSENT_RECORDS_FIELD]: [...consentRecordsOf(earlier?.data), record],
    });
    const existing = async () =>
      (await store.listByOwner(student.email)).find((registration) => registration.regType === regType);
    const earlier = await existing();
    if (earlier) {
      await store.update(earlier.regId, data(earlier), undefined, mails);
      return;
    }
    try {
      await store.insert({ regType, email: student.email, data: data(undefined), mails });
    } catch (error) {
      if (!(error instanceof DuplicateRegistrationError)) throw error;
      // Another confirmation of the same student landed first: this one follows it in the history.
      const other = await existing();
      if (other) await store.update(other.regId, data(other), undefined, mails);
    }
  }
}
