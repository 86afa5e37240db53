import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AttachmentType } from '@stem/shared';

/** A registration's file as the store keeps it (one per registration and attachment type). */
export interface StoredFile {
  regId: string;
  attachmentType: AttachmentType;
  /** The name the user gave it, cleaned (file-name.ts): what the registration shows and a download is called. */
  fileName: string;
  /** The type its bytes were found to be, and are served as. */
  contentType: string;
  /** Bytes. */
  size: number;
  /** ISO 8601 */
  uploadedAt: string;
}

/** What a file is once its bytes are staged: everything but the store's own size and time. */
export type FileRecord = Omit<StoredFile, 'size' | 'uploadedAt'>;

/** Bytes written by `stage`, not yet any registration's file: nobody can read them. */
export interface StagedContent {
  /** The store's own name for the bytes (generated, never the user's). */
  readonly id: string;
  readonly size: number;
}

/**
 * The file store port (SECURITY.md items 8, 9, 28). Two adapters: a folder with an SQLite index for SQLite
 * set-ups (disk-file-store.ts), GridFS for MongoDB (gridfs-file-store.ts); one contract suite
 * (file-store.contract.ts). Bytes live under generated names only. A file is replaced in two steps so that a
 * failed upload changes nothing: `stage` writes the new bytes completely where nobody reads them, then
 * `commit` makes them the file and deletes the one they replace; a request that fails in between calls
 * `discard`. Staged bytes nobody committed or discarded (a crash) are swept when the store opens.
 */
export interface FileStore {
  /**
   * Writes the content under a new generated name. Rejects with the content's own error when the content
   * fails (a broken upload, a limit), leaving nothing behind.
   */
  stage(content: Readable): Promise<StagedContent>;
  /**
   * Makes staged bytes the file of (regId, attachmentType). The file there before, if any, is deleted, so
   * readers see the old file until this resolves and the new one after, never neither.
   */
  commit(staged: StagedContent, file: FileRecord): Promise<StoredFile>;
  /** Deletes staged bytes that will not be committed. Never fails on bytes already gone. */
  discard(staged: StagedContent): Promise<void>;
  /** The file of (regId, attachmentType), or null. */
  get(regId: string, attachmentType: AttachmentType): Promise<StoredFile | null>;
  /** Every file of a registration, in attachment type order. */
  list(regId: string): Promise<StoredFile[]>;
  /** The file with a stream of its bytes, or null when there is none. */
  open(regId: string, attachmentType: AttachmentType): Promise<{ file: StoredFile; content: Readable } | null>;
  /** Deletes the file of (regId, attachmentType). True when there was one. */
  delete(regId: string, attachmentType: AttachmentType): Promise<boolean>;
  /** Deletes every file of a registration (its deletion, retention); how many there were. */
  deleteAllOf(regId: string): Promise<number>;
  /** Resolves when the store answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** 128 random bits as hex: a storage name that says nothing and never collides, even case-insensitively. */
export const newStorageName = () => randomBytes(16).toString('hex');

/** Staged bytes older than this, that no file names, are a crash's leftovers: swept when a store opens. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;
