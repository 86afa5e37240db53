import { randomFillSync } from 'node:crypto';
import type { CheckInAction, MemberStatus, RegType } from '@stem/shared';
import { AppError } from '../errors/app-error.ts';
import type { SharedState, WindowCount } from '../shared-state/shared-state.ts';
import type { MailOutbox, QueuedMessage } from './mail-outbox.ts';

/** The form fields of a registration, as validated by its shared schema. Stored as one JSON document. */
export type RegistrationData = Record<string, unknown>;

export interface Registration {
  /** Opaque, unguessable id (DESIGN.md §6). */
  regId: string;
  regType: RegType;
  /** The owner's email as entered: the key to the owner's account (DESIGN.md §4). */
  email: string;
  data: RegistrationData;
  /**
   * What the API itself says about the registration's group membership (a leader's removal request), kept
   * beside the form data so that no form submission can write, change or erase it (SECURITY.md item 1).
   * Null until a leader asks.
   */
  memberStatus: MemberStatusRecord | null;
  /**
   * The sponsorship invoice the registration holds (a company that sponsors), written only by `setInvoice`,
   * beside the form data like the member status: no form submission can write, change or erase it. Null
   * until one is issued.
   */
  invoice: InvoiceRecord | null;
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601: the last change of the form data (a member status has its own time). */
  updatedAt: string;
}

/** A group member's status as the API set it (never from a request body). */
export interface MemberStatusRecord {
  status: MemberStatus;
  /** The leader's reason. */
  statusMessage: string;
  /**
   * The group the status is about. It holds only while the member's `groupId` still names that group: a
   * student who moves to another group is not shown there with the first leader's reason.
   */
  groupId: string;
  /** ISO 8601 */
  setAt: string;
}

/** A sponsorship invoice as the API issued it (never from a request body). */
export interface InvoiceRecord {
  /** As printed on the invoice, e.g. `STEM-2026-0007`; unique (from `nextSequence`). */
  number: string;
  /** The tier invoiced: its code (the registration's `sponsorshipType`), name and amount in whole dollars. */
  tierCode: string;
  tierName: string;
  amount: number;
  /** The number of the invoice this one replaces (a changed tier), or null. */
  replaces: string | null;
  /** ISO 8601: the invoice's date. */
  issuedAt: string;
  /** ISO 8601: when the registration stopped sponsoring, which voids the invoice; null while it stands. */
  cancelledAt: string | null;
}

export interface NewRegistration {
  /** Chosen by the caller when what is stored with it derives from it (a confirmation's check-in code); else new. */
  regId?: string;
  regType: RegType;
  email: string;
  data: RegistrationData;
  /**
   * The kind's unique name, already reduced to its comparison key by the caller (a group name without
   * case or extra spaces): no two registrations of one regType hold the same key. Omitted for kinds
   * without one.
   */
  nameKey?: string;
  /** Its confirmation and any other message, stored in the same transaction (about the new regId). */
  mails?: readonly QueuedMessage[];
}

/** A value kept by the API itself (last known CMS switches and catalogues), with when it was written. */
export interface StoredSetting {
  /** What putSetting was given, as JSON gives it back (a copy). */
  value: unknown;
  /** ISO 8601 */
  updatedAt: string;
}

/**
 * A login session (DESIGN.md §4): what the API knows of a signed-in user between the provider's callback
 * and logout. The refresh cookie names it; every access token issued under it carries its id, so deleting
 * the session ends both.
 */
export interface Session {
  /** Opaque and unguessable; the `sid` claim of the access tokens. */
  sessionId: string;
  /** SHA-256 (hex) of the refresh cookie's secret: the cookie itself is never stored. */
  refreshHash: string;
  /** The identity: (issuer, subject), never the email. */
  issuer: string;
  subject: string;
  /** The email as the provider gave it, and whether the provider verified it. Only a verified one is a key. */
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** The provider's ID token, sent back as id_token_hint at logout. */
  idToken: string | null;
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601; a session past it counts as absent. */
  expiresAt: string;
  /**
   * Whether the provider's role claim named the staff role at login (STAFF_ROLE_CLAIM, STAFF_ROLE). Absent
   * in sessions from before staff access existed, which counts as false.
   */
  staffRole?: boolean;
}

/**
 * One line of the staff audit log (SECURITY.md item 29): who read, exported or deleted what, when, and how
 * many registrations it covered. Never a registrant's data: no name, email, regId or search text, only the
 * kind or event and a count.
 */
export interface AuditEntry {
  /** ISO 8601, the store's time. */
  at: string;
  /** The staff member's verified email, or the job's own name (`retention job`). */
  actor: string;
  /** What was done: `headcounts`, `list`, `export-csv`, `delete`, `retention-delete`… */
  action: string;
  /**
   * What it was done to: a regType, an event slug, `all` or `unconfirmed day-of consents`; never a
   * registration's id.
   */
  target: string;
  /** How many registrations it covered. */
  count: number;
  /** The request that did it (log correlation), or null for a job. */
  requestId: string | null;
}

export type NewAuditEntry = Omit<AuditEntry, 'at'>;

/**
 * One check-in or check-out on the day (issue 15 point 4), as a staff device recorded it. Kept beside the
 * registration and deleted with it.
 */
export interface CheckInRecord {
  /** The device's id for it: unique in the store, so a check-in sent twice (offline, a lost answer) counts once. */
  id: string;
  regId: string;
  action: CheckInAction;
  /** ISO 8601: when staff checked the person in or out on the device. */
  at: string;
  /** ISO 8601, the store's time: when it reached the store. */
  recordedAt: string;
  /** The staff member's verified email. */
  by: string;
}

export type NewCheckIn = Omit<CheckInRecord, 'recordedAt'>;

/**
 * The registration store port (DESIGN.md §4). Two adapters implement it, SQLite and MongoDB, with the same
 * behaviour, proved by one contract suite (registration-store.contract.ts).
 */
export interface RegistrationStore extends SharedState, MailOutbox {
  /**
   * Stores a new registration. Throws DuplicateRegistrationError when (regType, email) already exists, and
   * DuplicateNameError when (regType, nameKey) does.
   */
  insert(registration: NewRegistration): Promise<Registration>;
  /** The registration with this regId, or null. */
  get(regId: string): Promise<Registration | null>;
  /** Every registration whose owner email matches (case-insensitively), oldest first. */
  listByOwner(email: string): Promise<Registration[]>;
  /** Every registration of one kind, oldest first (e.g. the MSGROUP registrations behind the group list). */
  listByType(regType: RegType): Promise<Registration[]>;
  /**
   * Replaces the form data, and the unique name key when one is given (undefined keeps it); the member
   * status stays. Returns the updated registration, or null when there is none with this regId. Throws
   * DuplicateNameError, changing nothing, when another registration of the kind holds `nameKey`. `mails`
   * (about this registration) are stored in the same transaction, and only if the update is.
   */
  update(
    regId: string,
    data: RegistrationData,
    nameKey?: string,
    mails?: readonly QueuedMessage[],
  ): Promise<Registration | null>;
  /**
   * Removes the registration for good (its owner cancelled it), with its check-ins: it is gone from every
   * list, and its owner email is free for a new registration of the kind. Returns what was removed, or null when there is none
   * with this regId. `mails` (a notice that no longer belongs to any registration) are stored in the same
   * transaction, and only if something was deleted.
   */
  delete(regId: string, mails?: readonly QueuedMessage[]): Promise<Registration | null>;
  /**
   * Sets the member status (its `setAt` is the store's time); the form data and updatedAt stay. Returns
   * the registration, or null when there is none with this regId. `mails` as for update.
   */
  setMemberStatus(
    regId: string,
    status: Omit<MemberStatusRecord, 'setAt'>,
    mails?: readonly QueuedMessage[],
  ): Promise<Registration | null>;
  /**
   * Records the invoice the registration holds, replacing the one it held; the form data and updatedAt
   * stay, and a data update keeps it. Returns the registration, or null when there is none with this regId.
   * `mails` (the invoice itself) as for update.
   */
  setInvoice(regId: string, invoice: InvoiceRecord, mails?: readonly QueuedMessage[]): Promise<Registration | null>;
  /**
   * The next number of the named sequence: 1 for the first call, then one more for each call, across every
   * process sharing the store, never the same number twice (invoice numbers). Names are the API's own
   * strings, never request input.
   */
  nextSequence(name: string): Promise<number>;
  /**
   * Records `key` as used until `expiresAt`. True for the first caller, false for every later one while the
   * record lives, across every process sharing the store: a solved captcha is accepted once (DESIGN.md §8).
   * A record past its expiry counts as absent. Keys are the API's own strings, never request input.
   */
  consumeOnce(key: string, expiresAt: Date): Promise<boolean>;
  /**
   * Counts one hit on `key` in a fixed window of `windowMs` that starts with the key's first hit (the rate
   * limits, when no Redis is configured). Shared by every process using the store. Counters are not
   * registrations: the adapters may trade their durability for speed (a crash may forget a window).
   */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The value last written under `key` (any JSON value), or null when none was. */
  getSetting(key: string): Promise<StoredSetting | null>;
  /** Writes `value` (anything JSON can hold) under `key`, replacing what was there. */
  putSetting(key: string, value: unknown): Promise<void>;
  /** Removes every setting whose key starts with `prefix` (a registration's own records). Returns how many. */
  deleteSettings(prefix: string): Promise<number>;
  /** Every setting whose key starts with `prefix`, in key order (one read for a view of many records). */
  listSettings(prefix: string): Promise<Array<StoredSetting & { key: string }>>;
  /** Stores a new login session (sessionId is unique). */
  createSession(session: Session): Promise<void>;
  /** The session with this id, or null when there is none or it has expired. */
  getSession(sessionId: string): Promise<Session | null>;
  /** Ends a session. True when one was there. */
  deleteSession(sessionId: string): Promise<boolean>;
  /** Appends a line to the staff audit log (its `at` is the store's time) and returns it. */
  recordAudit(entry: NewAuditEntry): Promise<AuditEntry>;
  /** The newest `limit` lines of the audit log, newest first. */
  listAudit(limit: number): Promise<AuditEntry[]>;
  /**
   * Records a check-in or check-out of an existing registration. An id already recorded changes nothing
   * and gives back what was recorded under it (`duplicate`), whatever else this call says. Null when there
   * is no registration with this regId.
   */
  recordCheckIn(checkIn: NewCheckIn): Promise<{ record: CheckInRecord; duplicate: boolean } | null>;
  /** The check-ins and check-outs of these registrations, by `at` (then as recorded). */
  listCheckIns(regIds: readonly string[]): Promise<CheckInRecord[]>;
  /**
   * Makes deletions final on disk where the engine allows it: after it resolves, the bytes of deleted
   * registrations are no longer in the store's files (retention, SECURITY.md item 29). SQLite: deleted
   * content is zeroed (secure_delete) and the write-ahead log checkpointed and truncated. MongoDB: nothing
   * to do from here (WiredTiger reuses the space; see docs/decisions.md).
   */
  reclaimDeleted(): Promise<void>;
  /** Resolves when the store answers a read; rejects when it does not. */
  ping(): Promise<void>;
  /**
   * Writes a small record of the API's own (the last health check's time) and resolves once the store has
   * accepted it; rejects when the store cannot write (locked, read-only, disk full, no primary). A store
   * that answers reads but cannot write is not healthy: registrations cannot be taken.
   */
  probeWrite(): Promise<void>;
  close(): Promise<void>;
}

/** Thrown by insert for a second registration of the same kind with the same email. */
export class DuplicateRegistrationError extends AppError {
  readonly regType: RegType;
  constructor(regType: RegType, options?: { cause?: unknown }) {
    super('DUPLICATE_REGISTRATION', 'A registration with this email already exists.', options);
    this.name = 'DuplicateRegistrationError';
    this.regType = regType;
  }
}

/**
 * Thrown by any store method when the database cannot do what was asked right now (locked past the wait,
 * read-only, disk full, unreachable, no primary), as opposed to a refusal about the data. Nothing was
 * written. Answered 503 with Retry-After: the registrant may simply try again.
 */
export class StoreUnavailableError extends AppError {
  constructor(options?: { cause?: unknown }) {
    super('STORE_UNAVAILABLE', 'We cannot save registrations right now. Please try again in a minute.', options);
    this.name = 'StoreUnavailableError';
  }
}

/** Thrown by insert and update when another registration of the kind already holds the unique name key. */
export class DuplicateNameError extends AppError {
  constructor(options?: { cause?: unknown }) {
    super('DUPLICATE_NAME', 'A registration with this name already exists.', options);
    this.name = 'DuplicateNameError';
  }
}

/** Uniqueness and ownership compare emails by this key: trimmed and lower-cased. */
/**
 * An address as the store compares it: trimmed, ASCII letters lower-cased, nothing else folded. Unicode
 * lower-casing folds the Kelvin sign (U+212A) into "k", so an account verified as "\u212Aate@…" at a
 * provider that allows it owned Kate's registrations (and could be staff). Registered addresses are
 * ASCII (EmailSchema), so this is the same key for every one of them.
 */
export const emailKey = (email: string) => email.trim().replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/**
 * Ids are cut from 4 KiB of the system's secure random bytes, drawn at once and each byte used once: a
 * create takes two ids, and one call into the random source per id cost more than the rest of the id
 * (crypto.randomUUID pools the same way).
 */
const randomPool = Buffer.alloc(4096);
let randomPoolUsed = randomPool.length;

function randomBase64Url(bytes: number): string {
  if (randomPoolUsed + bytes > randomPool.length) {
    randomFillSync(randomPool);
    randomPoolUsed = 0;
  }
  const id = randomPool.toString('base64url', randomPoolUsed, randomPoolUsed + bytes);
  randomPoolUsed += bytes;
  return id;
}

/**
 * A registration id where one comes in (a URL, a check-in, a file's name): URL-safe letters, at most 64.
 * `newRegId` makes 22; the rest is looked up, never trusted. `REG_ID_CHARS` for a pattern that holds one.
 */
export const REG_ID_CHARS = '[A-Za-z0-9_-]{1,64}';
export const REG_ID = new RegExp(`^${REG_ID_CHARS}$`);

/** 128 random bits, URL-safe: nothing about the registration can be guessed from it. */
export const newRegId = () => randomBase64Url(16);

/** An outbox message's id: random, URL-safe, usable in a Message-ID. */
export const newMailId = () => randomBase64Url(12);
