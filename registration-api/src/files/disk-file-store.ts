import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Database from 'better-sqlite3';
import { GroupCommit } from '../store/sqlite-group-commit.ts';
import { ATTACHMENT_TYPES, type AttachmentType } from '@stem/shared';
import {
  newStorageName,
  ORPHAN_AGE_MS,
  type FileRecord,
  type FileStore,
  type StagedContent,
  type StoredFile,
} from './file-store.ts';

interface Row {
  reg_id: string;
  attachment_type: string;
  storage_name: string;
  file_name: string;
  content_type: string;
  size: number;
  uploaded_at: string;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS attachments (
    reg_id          TEXT NOT NULL,
    attachment_type TEXT NOT NULL,
    storage_name    TEXT NOT NULL UNIQUE,
    file_name       TEXT NOT NULL,
    content_type    TEXT NOT NULL,
    size            INTEGER NOT NULL,
    uploaded_at     TEXT NOT NULL,
    PRIMARY KEY (reg_id, attachment_type)
  ) STRICT;
`;

const COLUMNS = 'reg_id, attachment_type, storage_name, file_name, content_type, size, uploaded_at';
const STORAGE_NAME = /^[0-9a-f]{32}$/;
const PARTIAL = '.partial';
/** Owner only (SECURITY.md item 28): the files are registrants' documents. */
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

const toFile = (row: Row): StoredFile => ({
  regId: row.reg_id,
  attachmentType: row.attachment_type as AttachmentType,
  fileName: row.file_name,
  contentType: row.content_type,
  size: row.size,
  uploadedAt: row.uploaded_at,
});

const typeOrder = (file: StoredFile) => ATTACHMENT_TYPES.indexOf(file.attachmentType);

/**
 * Files for SQLite set-ups: the bytes in `<dir>/blobs/<generated name>`, their index (who, which type, the
 * user's name, the sniffed type) in `<dir>/files.sqlite`, beside them rather than in the registration store,
 * so the folder is one thing to back up, move or wipe. The folder and everything in it are readable by the
 * API's user only. A staged file is written as `<name>.partial`, flushed, then renamed: a crash leaves a
 * partial or an unnamed blob, which the next open sweeps once it is an hour old (another API process on the
 * same folder may be writing a younger one).
 */
export class DiskFileStore implements FileStore {
  readonly #db: Database.Database;
  readonly #blobs: string;
  readonly #get: Database.Statement<[string, string], Row>;
  readonly #list: Database.Statement<[string], Row>;
  readonly #names: Database.Statement<[], { storage_name: string }>;
  readonly #commit: (file: Row) => string | null;
  /** The index's writes: committed in groups, a held lock waited for without blocking the event loop. */
  readonly #writes: GroupCommit;
  readonly #delete: Database.Statement<[string, string], { storage_name: string }>;
  readonly #deleteAll: Database.Statement<[string], { storage_name: string }>;

  private constructor(dir: string, busyWaitMs: number) {
    this.#blobs = path.join(dir, 'blobs');
    for (const folder of [dir, this.#blobs]) {
      fs.mkdirSync(folder, { recursive: true, mode: FOLDER_MODE });
      // mkdir leaves an existing folder's mode alone, and the umask may have widened a new one's.
      fs.chmodSync(folder, FOLDER_MODE);
    }
    const file = path.join(dir, 'files.sqlite');
    this.#db = new Database(file);
    this.#db.pragma('journal_mode = WAL');
    this.#db.pragma('synchronous = FULL');
    // Creating the table may wait for the lock like any start-up step (another instance on the same folder).
    this.#db.pragma('busy_timeout = 5000');
    this.#db.exec(SCHEMA);
    // From here on a held lock is waited for asynchronously (GroupCommit), never inside SQLite: a synchronous
    // wait would stall every request of the process (SECURITY.md item 24), as in the registration store.
    this.#db.pragma('busy_timeout = 0');
    this.#writes = new GroupCommit(this.#db, busyWaitMs);
    // SQLite creates its files with the umask's mode; the -wal and -shm files copy the database's.
    for (const suffix of ['', '-wal', '-shm']) {
      if (fs.existsSync(file + suffix)) fs.chmodSync(file + suffix, FILE_MODE);
    }
    this.#get = this.#db.prepare(`SELECT ${COLUMNS} FROM attachments WHERE reg_id = ? AND attachment_type = ?`);
    this.#list = this.#db.prepare(`SELECT ${COLUMNS} FROM attachments WHERE reg_id = ?`);
    this.#names = this.#db.prepare('SELECT storage_name FROM attachments');
    const previous = this.#db.prepare<[string, string], { storage_name: string }>(
      'SELECT storage_name FROM attachments WHERE reg_id = ? AND attachment_type = ?',
    );
    const upsert = this.#db.prepare<[string, string, string, string, string, number, string]>(
      `INSERT INTO attachments (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (reg_id, attachment_type) DO UPDATE SET storage_name = excluded.storage_name,
         file_name = excluded.file_name, content_type = excluded.content_type, size = excluded.size,
         uploaded_at = excluded.uploaded_at`,
    );
    // IMMEDIATE: two processes replacing the same file each read the name they replace under the write lock.
    const commit = this.#db.transaction((row: Row) => {
      const before = previous.get(row.reg_id, row.attachment_type)?.storage_name ?? null;
      upsert.run(
        row.reg_id,
        row.attachment_type,
        row.storage_name,
        row.file_name,
        row.content_type,
        row.size,
        row.uploaded_at,
      );
      return before;
    });
    this.#commit = (row) => commit.immediate(row);
    this.#delete = this.#db.prepare(
      'DELETE FROM attachments WHERE reg_id = ? AND attachment_type = ? RETURNING storage_name',
    );
    this.#deleteAll = this.#db.prepare('DELETE FROM attachments WHERE reg_id = ? RETURNING storage_name');
  }

  /**
   * Opens (creating) the folder and its index, and sweeps a crash's leftovers. `busyWaitMs`: how long a write
   * waits while another connection holds the index's lock before it fails (StoreUnavailableError, 503).
   */
  static async open(dir: string, { busyWaitMs = 5000 }: { busyWaitMs?: number } = {}): Promise<DiskFileStore> {
    const store = new DiskFileStore(dir, busyWaitMs);
    try {
      await store.#sweep(Date.now() - ORPHAN_AGE_MS);
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }

  #pathOf(storageName: string) {
    if (!STORAGE_NAME.test(storageName)) throw new Error('not a storage name');
    return path.join(this.#blobs, storageName);
  }

  async stage(content: Readable): Promise<StagedContent> {
    const id = newStorageName();
    const final = this.#pathOf(id);
    const partial = final + PARTIAL;
    // flush: the bytes are on disk before the rename makes them a blob (fsync before close).
    const out = fs.createWriteStream(partial, { flags: 'wx', mode: FILE_MODE, flush: true });
    try {
      await pipeline(content, out);
      await fsp.rename(partial, final);
    } catch (error) {
      await fsp.rm(partial, { force: true });
      throw error;
    }
    return { id, size: out.bytesWritten };
  }

  async commit(staged: StagedContent, file: FileRecord): Promise<StoredFile> {
    const row: Row = {
      reg_id: file.regId,
      attachment_type: file.attachmentType,
      storage_name: staged.id,
      file_name: file.fileName,
      content_type: file.contentType,
      size: (await fsp.stat(this.#pathOf(staged.id))).size,
      uploaded_at: new Date().toISOString(),
    };
    const replaced = await this.#writes.run(() => this.#commit(row));
    // Once the row names the new bytes the commit has happened: bytes that cannot be deleted now are
    // named by nothing, and the next open sweeps them.
    if (replaced !== null && replaced !== staged.id) await this.#remove(replaced).catch(() => {});
    return toFile(row);
  }

  async discard(staged: StagedContent): Promise<void> {
    await this.#remove(staged.id);
  }

  async get(regId: string, attachmentType: AttachmentType): Promise<StoredFile | null> {
    const row = this.#get.get(regId, attachmentType);
    return row ? toFile(row) : null;
  }

  async list(regId: string): Promise<StoredFile[]> {
    return this.#list
      .all(regId)
      .map(toFile)
      .sort((a, b) => typeOrder(a) - typeOrder(b));
  }

  async open(regId: string, attachmentType: AttachmentType): Promise<{ file: StoredFile; content: Readable } | null> {
    // A replacement between reading the row and opening its blob deletes the blob: read the row again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const row = this.#get.get(regId, attachmentType);
      if (!row) return null;
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(this.#pathOf(row.storage_name), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      // An open descriptor keeps reading the bytes even if a replacement unlinks them now.
      return { file: toFile(row), content: handle.createReadStream() };
    }
    return null;
  }

  async delete(regId: string, attachmentType: AttachmentType): Promise<boolean> {
    const row = await this.#writes.run(() => this.#delete.get(regId, attachmentType));
    if (!row) return false;
    await this.#remove(row.storage_name);
    return true;
  }

  async deleteAllOf(regId: string): Promise<number> {
    const rows = await this.#writes.run(() => this.#deleteAll.all(regId));
    for (const row of rows) await this.#remove(row.storage_name);
    return rows.length;
  }

  async ping(): Promise<void> {
    this.#db.prepare('SELECT 1').get();
    await fsp.access(this.#blobs, fs.constants.W_OK);
  }

  async close(): Promise<void> {
    this.#writes.close();
    if (this.#db.open) this.#db.close();
  }

  async #remove(storageName: string) {
    await fsp.rm(this.#pathOf(storageName), { force: true });
  }

  /** Deletes blobs and partial writes older than `before` that no file names. */
  async #sweep(before: number) {
    const named = new Set(this.#names.all().map((row) => row.storage_name));
    for (const entry of await fsp.readdir(this.#blobs)) {
      const storageName = entry.endsWith(PARTIAL) ? entry.slice(0, -PARTIAL.length) : entry;
      if (!STORAGE_NAME.test(storageName) || (named.has(storageName) && entry === storageName)) continue;
      const file = path.join(this.#blobs, entry);
      const stat = await fsp.stat(file).catch(() => null);
      if (stat && stat.mtimeMs < before) await fsp.rm(file, { force: true });
    }
  }
}
