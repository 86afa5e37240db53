import Database from 'better-sqlite3';
import { StoreUnavailableError } from './registration-store.ts';

/** SQLITE_BUSY: another connection holds the write lock, and nothing was written. */
export const isBusy = (error: unknown) =>
  error instanceof Database.SqliteError && (error.code === 'SQLITE_BUSY' || error.code.startsWith('SQLITE_BUSY_'));

/** SQLite result codes (primary or extended) that say the database cannot be used, not that the data is wrong. */
const UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|READONLY|IOERR|FULL|CANTOPEN|CORRUPT|NOTADB|PROTOCOL|NOMEM|PERM)(_|$)/;

/** StoreUnavailableError (answered 503) for an error that says the database cannot be used; others as they are. */
export function unavailableOr(error: unknown): unknown {
  return error instanceof Database.SqliteError && UNAVAILABLE.test(error.code)
    ? new StoreUnavailableError({ cause: error })
    : error;
}

/**
 * The least time between two commits while writes keep coming. A commit waits for the disk with the event
 * loop blocked (about a millisecond here); a few milliseconds of writes per commit make those waits rare.
 */
const GROUP_WINDOW_MS = 4;

/** What one write of a group came to. */
type Outcome = { value: unknown } | { error: unknown };

/** A write waiting for its group commit. */
interface QueuedWrite {
  operation: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** Until when a busy database is waited for (Date.now() ms). */
  deadline: number;
}

/**
 * Group commit for one better-sqlite3 connection: every write asked for while the event loop is busy (the
 * requests of one turn, or those that came while the last commit waited for the disk) is committed in one
 * IMMEDIATE transaction, each write in a savepoint of its own.
 *
 * Why: with synchronous=FULL each commit waits for the disk (fsync), and better-sqlite3 waits with the event
 * loop blocked: once per registration, captcha and outbox row, that wait was most of a registration's time
 * under load (issue 14's create benchmark). One commit for the writes of a moment keeps every answer as
 * durable (a caller hears back only once its write is on disk) at a fraction of the waits.
 *
 * A write that fails on its own (a constraint) rolls back its savepoint and rejects its caller alone. A
 * failure that ends the transaction (the disk, the commit) rejects every write of the group, none of which
 * is stored. While another connection holds the lock the group is tried again after a pause that doubles up
 * to 100 ms (asynchronously: the process serves other requests meanwhile), each write until its own deadline.
 */
export class GroupCommit {
  readonly #db: Database.Database;
  readonly #busyWaitMs: number;
  /**
   * Each write's savepoint, prepared once: better-sqlite3's db.transaction(fn) builds four wrappers and their
   * properties each time it is called, which cost more than the savepoint itself (14 µs a create, profiled).
   */
  readonly #savepoint: Database.Statement;
  readonly #release: Database.Statement;
  readonly #rollbackTo: Database.Statement;
  /** One IMMEDIATE transaction around the writes of a group, built once. */
  readonly #group: (group: readonly QueuedWrite[], outcomes: Outcome[]) => void;
  #writes: QueuedWrite[] = [];
  #scheduled = false;
  /** When the last group was committed (performance.now()). */
  #lastCommitAt = -Infinity;

  constructor(db: Database.Database, busyWaitMs: number) {
    this.#db = db;
    this.#busyWaitMs = busyWaitMs;
    this.#savepoint = db.prepare('SAVEPOINT group_write');
    this.#release = db.prepare('RELEASE group_write');
    this.#rollbackTo = db.prepare('ROLLBACK TO group_write');
    const inGroup = db.transaction((group: readonly QueuedWrite[], outcomes: Outcome[]) => {
      for (const write of group) outcomes.push(this.#runAlone(write));
    });
    this.#group = (group, outcomes) => inGroup.immediate(group, outcomes);
  }

  /**
   * One write in a savepoint of its own: what it wrote stays if it returns, and is undone (the rest of the
   * group kept) if it throws. Throws only when SQLite ended the whole transaction (a full disk, an I/O error):
   * then nothing of the group stays.
   */
  #runAlone(write: QueuedWrite): Outcome {
    this.#savepoint.run();
    try {
      const value = write.operation();
      this.#release.run();
      return { value };
    } catch (error) {
      if (!this.#db.inTransaction) throw error;
      this.#rollbackTo.run();
      this.#release.run();
      return { error };
    }
  }

  /** Runs `operation` in the next group commit; resolves with its result once committed. */
  run<T>(operation: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#writes.push({
        operation,
        resolve: resolve as (value: unknown) => void,
        reject,
        deadline: Date.now() + this.#busyWaitMs,
      });
      // Right away when the last commit is a while back (a lone write waits for nothing); under load, no
      // sooner than GROUP_WINDOW_MS after the last one, so each commit (each fsync) takes the writes of a
      // few milliseconds, not of one turn of the event loop.
      this.#schedule(Math.max(0, this.#lastCommitAt + GROUP_WINDOW_MS - performance.now()));
    });
  }

  /** Commits what is waiting now (the connection is about to close); what cannot be committed is rejected. */
  close() {
    if (this.#db.open && this.#writes.length > 0) this.#commit(0);
    for (const write of this.#writes.splice(0)) write.reject(new StoreUnavailableError());
  }

  /** Commits in `delayMs` (0: once this turn's I/O is handled); `busyPauseMs`: the pause a busy lock caused. */
  #schedule(delayMs: number, busyPauseMs = 0) {
    if (this.#scheduled) return;
    this.#scheduled = true;
    const commit = () => {
      this.#scheduled = false;
      this.#commit(busyPauseMs);
    };
    // setImmediate: after the I/O of this turn of the event loop, so the requests that came with it join.
    if (delayMs <= 0) setImmediate(commit);
    else setTimeout(commit, delayMs);
  }

  #commit(lastPauseMs: number) {
    const group = this.#writes;
    this.#writes = [];
    if (group.length === 0 || !this.#db.open) {
      for (const write of group) write.reject(new StoreUnavailableError());
      return;
    }
    const outcomes: Outcome[] = [];
    this.#lastCommitAt = performance.now();
    try {
      this.#group(group, outcomes);
    } catch (error) {
      if (isBusy(error)) {
        const now = Date.now();
        const pause = Math.min(Math.max(lastPauseMs * 2, 2), 100);
        const waiting = group.filter((write) => now + pause <= write.deadline);
        for (const write of group) if (!waiting.includes(write)) write.reject(unavailableOr(error));
        this.#writes = [...waiting, ...this.#writes];
        if (this.#writes.length > 0) this.#schedule(pause, pause);
        return;
      }
      for (const write of group) write.reject(unavailableOr(error));
      return;
    }
    group.forEach((write, i) => {
      const outcome = outcomes[i]!;
      if ('error' in outcome) write.reject(unavailableOr(outcome.error));
      else write.resolve(outcome.value);
    });
  }
}
