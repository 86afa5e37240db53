import {
  MongoClient,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoServerError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  MongoWriteConcernError,
  type ClientSession,
  type Collection,
  type Db,
} from 'mongodb';
import { CHECK_IN_ACTIONS, type RegType } from '@stem/shared';
import {
  DuplicateNameError,
  DuplicateRegistrationError,
  emailKey,
  newMailId,
  newRegId,
  type InvoiceRecord,
  type MemberStatusRecord,
  type NewRegistration,
  type Registration,
  type RegistrationData,
  type RegistrationStore,
  type AuditEntry,
  type CheckInRecord,
  type NewAuditEntry,
  type NewCheckIn,
  type Session,
  type StoredSetting,
  StoreUnavailableError,
} from './registration-store.ts';
import type { WindowCount } from '../shared-state/shared-state.ts';
import type { MailQueueCounts, NewMail, QueuedMail, QueuedMessage } from './mail-outbox.ts';

/** What a registration looks like in the `registrations` collection. */
interface RegistrationDocument {
  regId: string;
  regType: RegType;
  email: string;
  /** Lower-cased, trimmed email: the unique index and owner look-ups use it. */
  emailKey: string;
  /** The kind's unique name key (a group name's), absent for kinds without one: a partial unique index. */
  nameKey?: string;
  data: RegistrationData;
  /** Absent until the API sets one (documents from before it never have it). */
  memberStatus?: MemberStatusDocument;
  /** Absent until the API issues a sponsorship invoice. */
  invoice?: InvoiceDocument;
  createdAt: Date;
  updatedAt: Date;
}

interface MemberStatusDocument extends Omit<MemberStatusRecord, 'setAt'> {
  setAt: Date;
}

interface InvoiceDocument extends Omit<InvoiceRecord, 'issuedAt' | 'cancelledAt'> {
  issuedAt: Date;
  cancelledAt: Date | null;
}

/** A named counter (invoice numbers); `value` is the last number handed out. */
interface SequenceDocument {
  name: string;
  value: number;
}

/** One used key (a solved captcha); the TTL index removes it once expired. */
interface UsedKeyDocument {
  key: string;
  expiresAt: Date;
}

/** A message in the outbox (mail-outbox.ts); sent ones are deleted. */
interface MailDocument {
  _id: string;
  regId: string | null;
  message: QueuedMessage;
  status: 'pending' | 'failed';
  attempts: number;
  nextAttemptAt: Date;
  leaseUntil: Date | null;
  lastError: string | null;
  createdAt: Date;
}

const toQueuedMail = (doc: MailDocument): QueuedMail => ({
  id: doc._id,
  regId: doc.regId,
  message: doc.message,
  status: doc.status,
  attempts: doc.attempts,
  nextAttemptAt: doc.nextAttemptAt.toISOString(),
  lastError: doc.lastError,
  createdAt: doc.createdAt.toISOString(),
});

const mailDocuments = (mails: readonly NewMail[]): MailDocument[] => {
  const now = new Date();
  return mails.map((mail) => ({
    _id: newMailId(),
    regId: mail.regId === null ? null : String(mail.regId),
    message: mail.message,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    leaseUntil: null,
    lastError: null,
    createdAt: now,
  }));
};

/** A rate-limit counter's window; the TTL index removes it once over. */
interface CounterDocument {
  _id: string;
  count: number;
  resetAt: Date;
}

/** A login session; the TTL index removes it once expired. */
interface SessionDocument extends Omit<Session, 'createdAt' | 'expiresAt'> {
  createdAt: Date;
  expiresAt: Date;
}

/** A value the API keeps for itself, as JSON text so that any value round-trips unchanged. */
/**
 * Settings whose key starts with `prefix`, taken as it is (the regex's characters escaped). Anchored at the
 * start, so the unique index on `key` serves it.
 */
const keyStartsWith = (prefix: string) => ({
  key: { $regex: `^${String(prefix).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` },
});

interface SettingDocument {
  key: string;
  value: string;
  updatedAt: Date;
}

/** One line of the staff audit log; `at` is a Date so the log sorts and could expire by time. */
interface AuditDocument extends Omit<AuditEntry, 'at'> {
  at: Date;
}

/** One check-in or check-out; `_id` is the device's id, so the same one is stored once. */
interface CheckInDocument extends Omit<CheckInRecord, 'id' | 'at' | 'recordedAt'> {
  _id: string;
  at: Date;
  recordedAt: Date;
}

/** The action as one of the known strings, never what a caller's object would make of it in a query. */
function checkInAction(action: unknown): CheckInRecord['action'] {
  const known = CHECK_IN_ACTIONS.find((one) => one === action);
  if (!known) throw new TypeError('A check-in action must be in, out or undo.');
  return known;
}

const toCheckIn = (doc: CheckInDocument): CheckInRecord => ({
  id: doc._id,
  regId: doc.regId,
  action: doc.action,
  at: doc.at.toISOString(),
  recordedAt: doc.recordedAt.toISOString(),
  by: doc.by,
});

const DUPLICATE_KEY = 11000;
const OWNER_INDEX = 'regType_emailKey_unique';
const NAME_INDEX = 'regType_nameKey_unique';

/** Only the fields of Registration leave the database: never _id, emailKey or nameKey. */
const PROJECTION = { _id: 0, emailKey: 0, nameKey: 0 } as const;

type ProjectedDocument = Omit<RegistrationDocument, 'emailKey' | 'nameKey'>;

const toRegistration = (doc: ProjectedDocument): Registration => ({
  regId: doc.regId,
  regType: doc.regType,
  email: doc.email,
  data: doc.data,
  memberStatus: doc.memberStatus
    ? {
        status: doc.memberStatus.status,
        statusMessage: doc.memberStatus.statusMessage,
        groupId: doc.memberStatus.groupId,
        setAt: doc.memberStatus.setAt.toISOString(),
      }
    : null,
  invoice: doc.invoice
    ? {
        number: doc.invoice.number,
        tierCode: doc.invoice.tierCode,
        tierName: doc.invoice.tierName,
        amount: doc.invoice.amount,
        replaces: doc.invoice.replaces,
        issuedAt: doc.invoice.issuedAt.toISOString(),
        cancelledAt: doc.invoice.cancelledAt ? doc.invoice.cancelledAt.toISOString() : null,
      }
    : null,
  createdAt: doc.createdAt.toISOString(),
  updatedAt: doc.updatedAt.toISOString(),
});

export interface MongoStoreOptions {
  /** How long to wait for a server before an operation fails (ms). */
  serverSelectionTimeoutMS?: number;
}

/**
 * The production store (DESIGN.md §4): MongoDB through the official driver, majority write concern with
 * journaling, so an acknowledged registration survives the loss of a replica set member.
 */
export class MongoRegistrationStore implements RegistrationStore {
  readonly #client: MongoClient;
  readonly #db: Db;
  readonly #registrations: Collection<RegistrationDocument>;
  readonly #usedKeys: Collection<UsedKeyDocument>;
  readonly #settings: Collection<SettingDocument>;
  readonly #sessions: Collection<SessionDocument>;
  readonly #counters: Collection<CounterDocument>;
  readonly #sequences: Collection<SequenceDocument>;
  readonly #mails: Collection<MailDocument>;
  readonly #audit: Collection<AuditDocument>;
  readonly #checkIns: Collection<CheckInDocument>;

  private constructor(client: MongoClient, dbName: string) {
    this.#client = client;
    this.#db = client.db(dbName);
    this.#registrations = this.#db.collection<RegistrationDocument>('registrations');
    this.#usedKeys = this.#db.collection<UsedKeyDocument>('used_keys');
    this.#settings = this.#db.collection<SettingDocument>('settings');
    this.#sessions = this.#db.collection<SessionDocument>('sessions');
    this.#counters = this.#db.collection<CounterDocument>('rate_counters');
    this.#sequences = this.#db.collection<SequenceDocument>('sequences');
    this.#mails = this.#db.collection<MailDocument>('mail_outbox');
    this.#audit = this.#db.collection<AuditDocument>('audit_log');
    this.#checkIns = this.#db.collection<CheckInDocument>('check_ins');
  }

  /** Connects, checks the server answers, and creates the indexes (idempotent). */
  static async connect(uri: string, dbName: string, options: MongoStoreOptions = {}): Promise<MongoRegistrationStore> {
    const client = new MongoClient(uri, {
      serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? 5000,
      writeConcern: { w: 'majority', journal: true },
      readConcern: { level: 'majority' },
      appName: 'stem-registration-api',
    });
    await client.connect();
    const store = new MongoRegistrationStore(client, dbName);
    try {
      await store.#ensureIndexes();
    } catch (error) {
      await client.close();
      throw error;
    }
    return store;
  }

  async #ensureIndexes(): Promise<void> {
    await this.#registrations.createIndexes([
      { key: { regId: 1 }, name: 'regId_unique', unique: true },
      { key: { regType: 1, emailKey: 1 }, name: OWNER_INDEX, unique: true },
      // Only documents that have a name key take part: kinds without one never collide on a missing key.
      {
        key: { regType: 1, nameKey: 1 },
        name: NAME_INDEX,
        unique: true,
        partialFilterExpression: { nameKey: { $type: 'string' } },
      },
      { key: { emailKey: 1, createdAt: 1 }, name: 'by_owner' },
    ]);
    await this.#usedKeys.createIndexes([
      { key: { key: 1 }, name: 'key_unique', unique: true },
      // MongoDB deletes a document about a minute after expiresAt; consumeOnce treats it as gone at once.
      { key: { expiresAt: 1 }, name: 'expires_ttl', expireAfterSeconds: 0 },
    ]);
    await this.#settings.createIndexes([{ key: { key: 1 }, name: 'key_unique', unique: true }]);
    await this.#sequences.createIndexes([{ key: { name: 1 }, name: 'name_unique', unique: true }]);
    await this.#sessions.createIndexes([
      { key: { sessionId: 1 }, name: 'sessionId_unique', unique: true },
      { key: { expiresAt: 1 }, name: 'expires_ttl', expireAfterSeconds: 0 },
    ]);
    await this.#counters.createIndexes([{ key: { resetAt: 1 }, name: 'reset_ttl', expireAfterSeconds: 0 }]);
    await this.#mails.createIndexes([
      { key: { status: 1, nextAttemptAt: 1, createdAt: 1 }, name: 'due' },
      // /api/health's oldest pending message, found in the index rather than by sorting every pending one.
      { key: { status: 1, createdAt: 1 }, name: 'by_age' },
      { key: { regId: 1 }, name: 'by_registration' },
    ]);
    await this.#audit.createIndexes([{ key: { at: -1, _id: -1 }, name: 'newest_first' }]);
    await this.#checkIns.createIndexes([{ key: { regId: 1, at: 1 }, name: 'by_registration' }]);
  }

  /**
   * Runs a registration change and stores its messages in one transaction (a replica set's: DESIGN.md §9),
   * both or neither; the messages only when the change found its registration. Without messages, no
   * transaction.
   */
  async #withMails<T>(
    regId: string | null,
    mails: readonly QueuedMessage[],
    change: (session: ClientSession | undefined) => Promise<T>,
    found: (result: T) => boolean = (result) => result !== null,
  ): Promise<T> {
    if (mails.length === 0) return change(undefined);
    const session = this.#client.startSession();
    try {
      let result: { value: T } | undefined;
      // withTransaction may run the callback again after a transient error: each run starts afresh.
      await session.withTransaction(async () => {
        const value = await change(session);
        if (found(value)) {
          await this.#mails.insertMany(mailDocuments(mails.map((message) => ({ regId, message }))), { session });
        }
        result = { value };
      });
      if (!result) throw new Error('the transaction committed without running');
      return result.value;
    } finally {
      await session.endSession();
    }
  }

  async insert({ regId, regType, email, data, nameKey, mails = [] }: NewRegistration): Promise<Registration> {
    const now = new Date();
    const document: RegistrationDocument = {
      regId: regId ?? newRegId(),
      regType,
      email,
      emailKey: emailKey(email),
      ...(nameKey === undefined ? {} : { nameKey }),
      data,
      createdAt: now,
      updatedAt: now,
    };
    try {
      // insertOne adds _id to the object it is given: hand it a copy.
      await this.#withMails(
        document.regId,
        mails,
        (session) => this.#registrations.insertOne({ ...document }, { session }),
        () => true,
      );
    } catch (error) {
      if (isDuplicateOn(error, 'emailKey')) throw new DuplicateRegistrationError(regType, { cause: error });
      if (isDuplicateOn(error, 'nameKey')) throw new DuplicateNameError({ cause: error });
      throw error;
    }
    return toRegistration(structuredClone(document));
  }

  async get(regId: string): Promise<Registration | null> {
    const doc = await this.#registrations.findOne<ProjectedDocument>({ regId }, { projection: PROJECTION });
    return doc ? toRegistration(doc) : null;
  }

  async listByOwner(email: string): Promise<Registration[]> {
    const docs = await this.#registrations
      .find<ProjectedDocument>({ emailKey: emailKey(email) }, { projection: PROJECTION })
      .sort({ createdAt: 1, _id: 1 })
      .toArray();
    return docs.map(toRegistration);
  }

  async listByType(regType: RegType): Promise<Registration[]> {
    const docs = await this.#registrations
      .find<ProjectedDocument>({ regType }, { projection: PROJECTION })
      .sort({ createdAt: 1, _id: 1 })
      .toArray();
    return docs.map(toRegistration);
  }

  async update(
    regId: string,
    data: RegistrationData,
    nameKey?: string,
    mails: readonly QueuedMessage[] = [],
  ): Promise<Registration | null> {
    try {
      const doc = await this.#withMails(regId, mails, (session) =>
        this.#registrations.findOneAndUpdate(
          { regId: String(regId) },
          { $set: { data, updatedAt: new Date(), ...(nameKey === undefined ? {} : { nameKey: String(nameKey) }) } },
          { returnDocument: 'after', projection: PROJECTION, session },
        ),
      );
      return doc ? toRegistration(doc as ProjectedDocument) : null;
    } catch (error) {
      // The unique index refuses the whole update: neither the data nor the name changed.
      if (isDuplicateOn(error, 'nameKey')) throw new DuplicateNameError({ cause: error });
      throw error;
    }
  }

  async delete(regId: string, mails: readonly QueuedMessage[] = []): Promise<Registration | null> {
    // The notice outlives the registration: it belongs to none, so a later clean-up of its regId keeps it.
    const doc = await this.#withMails(null, mails, async (session) => {
      const deleted = await this.#registrations.findOneAndDelete(
        { regId: String(regId) },
        { projection: PROJECTION, session },
      );
      // Its check-ins go with it (in the transaction when there is one; else just after).
      if (deleted) await this.#checkIns.deleteMany({ regId: String(regId) }, { session });
      return deleted;
    });
    return doc ? toRegistration(doc as ProjectedDocument) : null;
  }

  async setMemberStatus(
    regId: string,
    status: Omit<MemberStatusRecord, 'setAt'>,
    mails: readonly QueuedMessage[] = [],
  ): Promise<Registration | null> {
    const memberStatus: MemberStatusDocument = {
      status: status.status,
      statusMessage: String(status.statusMessage),
      groupId: String(status.groupId),
      setAt: new Date(),
    };
    const doc = await this.#withMails(regId, mails, (session) =>
      this.#registrations.findOneAndUpdate(
        { regId: String(regId) },
        { $set: { memberStatus } },
        { returnDocument: 'after', projection: PROJECTION, session },
      ),
    );
    return doc ? toRegistration(doc as ProjectedDocument) : null;
  }

  async setInvoice(
    regId: string,
    invoice: InvoiceRecord,
    mails: readonly QueuedMessage[] = [],
  ): Promise<Registration | null> {
    const record: InvoiceDocument = {
      number: String(invoice.number),
      tierCode: String(invoice.tierCode),
      tierName: String(invoice.tierName),
      amount: Number(invoice.amount),
      replaces: invoice.replaces === null ? null : String(invoice.replaces),
      issuedAt: new Date(invoice.issuedAt),
      cancelledAt: invoice.cancelledAt === null ? null : new Date(invoice.cancelledAt),
    };
    const doc = await this.#withMails(regId, mails, (session) =>
      this.#registrations.findOneAndUpdate(
        { regId: String(regId) },
        { $set: { invoice: record } },
        { returnDocument: 'after', projection: PROJECTION, session },
      ),
    );
    return doc ? toRegistration(doc as ProjectedDocument) : null;
  }

  async nextSequence(name: string): Promise<number> {
    const increment = () =>
      this.#sequences.findOneAndUpdate(
        { name: String(name) },
        { $inc: { value: 1 } },
        { upsert: true, returnDocument: 'after', projection: { _id: 0, value: 1 } },
      );
    let doc: SequenceDocument | null;
    try {
      doc = await increment();
    } catch (error) {
      // Two first calls at once both try to insert the counter; the unique index lets one in, and the
      // other's retry finds it and increments it.
      if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
      doc = await increment();
    }
    if (!doc) throw new Error(`sequence ${name}: the upsert returned no document`);
    return doc.value;
  }

  async enqueueMails(mails: readonly NewMail[]): Promise<void> {
    if (mails.length > 0) await this.#mails.insertMany(mailDocuments(mails));
  }

  async claimMails(limit: number, leaseMs: number): Promise<QueuedMail[]> {
    const claimed: QueuedMail[] = [];
    const now = new Date();
    // One message per findOneAndUpdate: each claim is atomic, so two workers never take the same one.
    while (claimed.length < limit) {
      const doc = await this.#mails.findOneAndUpdate(
        {
          status: 'pending',
          nextAttemptAt: { $lte: now },
          $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }],
        },
        { $set: { leaseUntil: new Date(now.getTime() + leaseMs) }, $inc: { attempts: 1 } },
        { sort: { nextAttemptAt: 1, createdAt: 1, _id: 1 }, returnDocument: 'after' },
      );
      if (!doc) break;
      claimed.push(toQueuedMail(doc));
    }
    return claimed;
  }

  async markMailSent(id: string): Promise<void> {
    await this.#mails.deleteOne({ _id: String(id) });
  }

  async retryMailLater(id: string, at: Date, error: string): Promise<void> {
    await this.#mails.updateOne(
      { _id: String(id) },
      { $set: { nextAttemptAt: at, leaseUntil: null, lastError: String(error) } },
    );
  }

  async markMailFailed(id: string, error: string): Promise<void> {
    await this.#mails.updateOne(
      { _id: String(id) },
      { $set: { status: 'failed', leaseUntil: null, lastError: String(error) } },
    );
  }

  async mailQueueCounts(): Promise<MailQueueCounts> {
    const [pending, failed, oldest] = await Promise.all([
      this.#mails.countDocuments({ status: 'pending' }),
      this.#mails.countDocuments({ status: 'failed' }),
      this.#mails.findOne({ status: 'pending' }, { sort: { createdAt: 1 }, projection: { createdAt: 1 } }),
    ]);
    return { pending, failed, oldestPendingAt: oldest ? oldest.createdAt.toISOString() : null };
  }

  async deleteMailsOf(regId: string): Promise<number> {
    return (await this.#mails.deleteMany({ regId: String(regId) })).deletedCount;
  }

  async consumeOnce(key: string, expiresAt: Date): Promise<boolean> {
    try {
      await this.#usedKeys.insertOne({ key: String(key), expiresAt });
      return true;
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
    }
    // The key exists: it is free again only if its record expired and the TTL monitor has not run yet.
    // The filter on expiresAt makes this a compare-and-set, so one caller at most takes it over.
    const takenOver = await this.#usedKeys.findOneAndUpdate(
      { key: String(key), expiresAt: { $lte: new Date() } },
      { $set: { expiresAt } },
      { projection: { _id: 1 } },
    );
    return takenOver !== null;
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = new Date();
    const running = { $gt: ['$resetAt', now] };
    // One atomic update (an aggregation pipeline, so the new values can depend on the stored ones): a
    // running window counts on, an ended or missing one starts again at 1. The counters are not
    // registrations, so they are written with w: 1 rather than waiting for a majority on every request.
    const doc = await this.#counters.findOneAndUpdate(
      { _id: String(key) },
      [
        {
          $set: {
            count: { $cond: [running, { $add: ['$count', 1] }, 1] },
            resetAt: { $cond: [running, '$resetAt', new Date(now.getTime() + windowMs)] },
          },
        },
      ],
      { upsert: true, returnDocument: 'after', writeConcern: { w: 1 } },
    );
    if (!doc) throw new Error('rate counter upsert returned no document');
    return { count: doc.count, resetInMs: doc.resetAt.getTime() - now.getTime() };
  }

  async createSession(session: Session): Promise<void> {
    await this.#sessions.insertOne({
      ...session,
      createdAt: new Date(session.createdAt),
      expiresAt: new Date(session.expiresAt),
    });
  }

  async getSession(sessionId: string): Promise<Session | null> {
    // The TTL monitor runs about once a minute: the filter makes an expired session absent at once.
    const doc = await this.#sessions.findOne(
      { sessionId: String(sessionId), expiresAt: { $gt: new Date() } },
      { projection: { _id: 0 } },
    );
    if (!doc) return null;
    return { ...doc, createdAt: doc.createdAt.toISOString(), expiresAt: doc.expiresAt.toISOString() };
  }

  async deleteSession(sessionId: string): Promise<boolean> {
    const result = await this.#sessions.deleteOne({ sessionId: String(sessionId) });
    return result.deletedCount > 0;
  }

  async getSetting(key: string): Promise<StoredSetting | null> {
    const doc = await this.#settings.findOne({ key: String(key) }, { projection: { _id: 0, value: 1, updatedAt: 1 } });
    return doc ? { value: JSON.parse(doc.value) as unknown, updatedAt: doc.updatedAt.toISOString() } : null;
  }

  async deleteSettings(prefix: string): Promise<number> {
    const result = await this.#settings.deleteMany(keyStartsWith(prefix));
    return result.deletedCount;
  }

  async listSettings(prefix: string): Promise<Array<StoredSetting & { key: string }>> {
    const docs = await this.#settings
      .find(keyStartsWith(prefix), { projection: { _id: 0, key: 1, value: 1, updatedAt: 1 } })
      .sort({ key: 1 })
      .toArray();
    return docs.map((doc) => ({
      key: doc.key,
      value: JSON.parse(doc.value) as unknown,
      updatedAt: doc.updatedAt.toISOString(),
    }));
  }

  async putSetting(key: string, value: unknown): Promise<void> {
    await this.#settings.updateOne(
      { key: String(key) },
      { $set: { value: JSON.stringify(value), updatedAt: new Date() } },
      { upsert: true },
    );
  }

  async recordAudit(entry: NewAuditEntry): Promise<AuditEntry> {
    const document: AuditDocument = {
      at: new Date(),
      actor: String(entry.actor),
      action: String(entry.action),
      target: String(entry.target),
      count: Number(entry.count),
      requestId: entry.requestId === null ? null : String(entry.requestId),
    };
    // insertOne adds _id to the object it is given: hand it a copy.
    await this.#audit.insertOne({ ...document });
    return { ...document, at: document.at.toISOString() };
  }

  async listAudit(limit: number): Promise<AuditEntry[]> {
    const docs = await this.#audit
      .find({}, { projection: { _id: 0 } })
      .sort({ at: -1, _id: -1 })
      .limit(Math.max(0, Math.floor(limit)))
      .toArray();
    return docs.map((doc) => ({
      at: doc.at.toISOString(),
      actor: doc.actor,
      action: doc.action,
      target: doc.target,
      count: doc.count,
      requestId: doc.requestId,
    }));
  }

  async recordCheckIn(checkIn: NewCheckIn): Promise<{ record: CheckInRecord; duplicate: boolean } | null> {
    const known = await this.#checkIns.findOne({ _id: String(checkIn.id) });
    if (known) return { record: toCheckIn(known), duplicate: true };
    // A registration deleted between this look and the insert leaves a check-in of nobody, which no list
    // shows (they are read by regId) and the next erasure of that regId would remove: no transaction for it.
    if (!(await this.#registrations.findOne({ regId: String(checkIn.regId) }, { projection: { _id: 1 } }))) {
      return null;
    }
    const document: CheckInDocument = {
      _id: String(checkIn.id),
      regId: String(checkIn.regId),
      action: checkInAction(checkIn.action),
      at: new Date(checkIn.at),
      recordedAt: new Date(),
      by: String(checkIn.by),
    };
    try {
      await this.#checkIns.insertOne({ ...document });
    } catch (error) {
      // Two devices (or two requests of one) sent the same id at once: the first one stands.
      if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
      const first = await this.#checkIns.findOne({ _id: document._id });
      if (!first) throw error;
      return { record: toCheckIn(first), duplicate: true };
    }
    return { record: toCheckIn(document), duplicate: false };
  }

  async listCheckIns(regIds: readonly string[]): Promise<CheckInRecord[]> {
    if (regIds.length === 0) return [];
    const docs = await this.#checkIns
      .find({ regId: { $in: regIds.map(String) } })
      .sort({ at: 1, recordedAt: 1, _id: 1 })
      .toArray();
    return docs.map(toCheckIn);
  }

  async reclaimDeleted(): Promise<void> {
    // Nothing to do from a client: a deleted document is gone from every query, and WiredTiger reuses its
    // space; `compact` would block the collection and is an operator's decision (docs/decisions.md).
  }

  async ping(): Promise<void> {
    await this.#db.command({ ping: 1 });
  }

  async probeWrite(): Promise<void> {
    // A majority write (the client's write concern): fails without a primary or a majority of members.
    await this.putSetting('health:last-write', new Date().toISOString());
  }

  async close(): Promise<void> {
    await this.#client.close();
  }
}

// Every public method answers a MongoDB that cannot be used right now (no server, no primary, a majority
// not reached) with StoreUnavailableError, answered 503 with Retry-After; refusals about the data (a
// duplicate key) stay as they are. Wrapped here once rather than in each method, so a new method cannot
// forget it.
for (const name of Object.getOwnPropertyNames(MongoRegistrationStore.prototype)) {
  const method: unknown = Reflect.get(MongoRegistrationStore.prototype, name);
  if (name === 'constructor' || name === 'close' || typeof method !== 'function') continue;
  Reflect.set(
    MongoRegistrationStore.prototype,
    name,
    async function (this: MongoRegistrationStore, ...args: unknown[]) {
      try {
        return await (method as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      } catch (error) {
        throw unavailableOr(error);
      }
    },
  );
}

/** Server error codes that mean "no primary here right now" (a step-down, an election, shutting down). */
const NOT_PRIMARY_CODES = new Set([91, 189, 10107, 11600, 11602, 13435, 13436]);

function unavailableOr(error: unknown): unknown {
  const unavailable =
    error instanceof MongoNetworkError ||
    error instanceof MongoServerSelectionError ||
    error instanceof MongoNotConnectedError ||
    error instanceof MongoTopologyClosedError ||
    error instanceof MongoWriteConcernError ||
    (error instanceof MongoServerError &&
      (NOT_PRIMARY_CODES.has(Number(error.code)) || error.hasErrorLabel('RetryableWriteError')));
  return unavailable ? new StoreUnavailableError({ cause: error }) : error;
}

/** A duplicate key on the (regType, emailKey) or the (regType, nameKey) index (not a regId collision). */
function isDuplicateOn(error: unknown, field: 'emailKey' | 'nameKey'): boolean {
  if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) return false;
  const keyPattern: unknown = error.keyPattern;
  if (keyPattern && typeof keyPattern === 'object') return field in keyPattern;
  return error.message.includes(field === 'emailKey' ? OWNER_INDEX : NAME_INDEX);
}
