import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, MongoClient, MongoRuntimeError, ObjectId, type Collection, type Db } from 'mongodb';
import { ATTACHMENT_TYPES, type AttachmentType } from '@stem/shared';
import {
  newStorageName,
  ORPHAN_AGE_MS,
  type FileRecord,
  type FileStore,
  type StagedContent,
  type StoredFile,
} from './file-store.ts';

/** One registration's file: the index row naming its GridFS bytes (collection `attachments`). */
interface AttachmentDocument {
  regId: string;
  attachmentType: AttachmentType;
  /** The `_id` of the bytes in the `uploads` bucket. */
  fileId: ObjectId;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: Date;
}

const BUCKET = 'uploads';
const PROJECTION = { _id: 0, fileId: 0 } as const;

type ProjectedDocument = Omit<AttachmentDocument, 'fileId'>;

const toFile = (doc: ProjectedDocument): StoredFile => ({
  regId: doc.regId,
  attachmentType: doc.attachmentType,
  fileName: doc.fileName,
  contentType: doc.contentType,
  size: doc.size,
  uploadedAt: doc.uploadedAt.toISOString(),
});

const typeOrder = (file: StoredFile) => ATTACHMENT_TYPES.indexOf(file.attachmentType);

export interface GridFsFileStoreOptions {
  /** How long to wait for a server before an operation fails (ms). */
  serverSelectionTimeoutMS?: number;
}

/**
 * Files for MongoDB set-ups (DESIGN.md §4): the bytes in the GridFS bucket `uploads` (official driver's
 * GridFSBucket, chunked, so a 20 MB file never sits in memory), under generated file names; the index row
 * in `attachments`, unique on (regId, attachmentType), names the bytes that are the file. Staging uploads a
 * GridFS file nobody's row names; committing swaps the row in one findOneAndUpdate and deletes the bytes it
 * named before. Same write concern as the registration store: majority, journaled.
 */
export class GridFsFileStore implements FileStore {
  readonly #client: MongoClient;
  readonly #db: Db;
  readonly #bucket: GridFSBucket;
  readonly #attachments: Collection<AttachmentDocument>;

  private constructor(client: MongoClient, dbName: string) {
    this.#client = client;
    this.#db = client.db(dbName);
    this.#bucket = new GridFSBucket(this.#db, { bucketName: BUCKET });
    this.#attachments = this.#db.collection<AttachmentDocument>('attachments');
  }

  /** Connects, creates the index's indexes (idempotent) and sweeps a crash's leftovers. */
  static async connect(uri: string, dbName: string, options: GridFsFileStoreOptions = {}): Promise<GridFsFileStore> {
    const client = new MongoClient(uri, {
      serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? 5000,
      writeConcern: { w: 'majority', journal: true },
      readConcern: { level: 'majority' },
      appName: 'stem-registration-api-files',
    });
    await client.connect();
    const store = new GridFsFileStore(client, dbName);
    try {
      await store.#attachments.createIndexes([
        { key: { regId: 1, attachmentType: 1 }, name: 'regId_attachmentType_unique', unique: true },
        { key: { fileId: 1 }, name: 'fileId_unique', unique: true },
      ]);
      await store.#sweep(new Date(Date.now() - ORPHAN_AGE_MS));
    } catch (error) {
      await client.close();
      throw error;
    }
    return store;
  }

  async stage(content: Readable): Promise<StagedContent> {
    const upload = this.#bucket.openUploadStream(newStorageName());
    try {
      await pipeline(content, upload);
    } catch (error) {
      // Deletes the chunks written so far (the files document is only written once the upload completes);
      // deleting by id again catches a chunk whose insert was still in flight.
      await upload.abort().catch(() => {});
      await this.#deleteBytes(upload.id).catch(() => {});
      throw error;
    }
    return { id: upload.id.toHexString(), size: upload.length };
  }

  async commit(staged: StagedContent, file: FileRecord): Promise<StoredFile> {
    const fileId = ObjectId.createFromHexString(staged.id);
    const bytes = await this.#bucket.find({ _id: fileId }, { projection: { length: 1 } }).next();
    if (!bytes) throw new Error('commit: the staged bytes are gone');
    const document: AttachmentDocument = {
      regId: String(file.regId),
      attachmentType: file.attachmentType,
      fileId,
      fileName: String(file.fileName),
      contentType: String(file.contentType),
      size: bytes.length,
      uploadedAt: new Date(),
    };
    // One document per (regId, attachmentType): the swap is this single atomic write.
    const before = await this.#attachments.findOneAndUpdate(
      { regId: document.regId, attachmentType: document.attachmentType },
      { $set: document },
      { upsert: true, returnDocument: 'before', projection: { fileId: 1 } },
    );
    // Once the row names the new bytes the commit has happened: bytes that cannot be deleted now are
    // named by nothing, and the next connect sweeps them.
    if (before && !before.fileId.equals(fileId)) await this.#deleteBytes(before.fileId).catch(() => {});
    return toFile(document);
  }

  async discard(staged: StagedContent): Promise<void> {
    await this.#deleteBytes(ObjectId.createFromHexString(staged.id));
  }

  async get(regId: string, attachmentType: AttachmentType): Promise<StoredFile | null> {
    const doc = await this.#attachments.findOne<ProjectedDocument>(
      { regId: String(regId), attachmentType },
      { projection: PROJECTION },
    );
    return doc ? toFile(doc) : null;
  }

  async list(regId: string): Promise<StoredFile[]> {
    const docs = await this.#attachments
      .find<ProjectedDocument>({ regId: String(regId) }, { projection: PROJECTION })
      .toArray();
    return docs.map(toFile).sort((a, b) => typeOrder(a) - typeOrder(b));
  }

  async open(regId: string, attachmentType: AttachmentType): Promise<{ file: StoredFile; content: Readable } | null> {
    const doc = await this.#attachments.findOne({ regId: String(regId), attachmentType }, { projection: { _id: 0 } });
    if (!doc) return null;
    return { file: toFile(doc), content: this.#bucket.openDownloadStream(doc.fileId) };
  }

  async delete(regId: string, attachmentType: AttachmentType): Promise<boolean> {
    const doc = await this.#attachments.findOneAndDelete(
      { regId: String(regId), attachmentType },
      { projection: { fileId: 1 } },
    );
    if (!doc) return false;
    await this.#deleteBytes(doc.fileId);
    return true;
  }

  async deleteAllOf(regId: string): Promise<number> {
    let deleted = 0;
    // Until none is left: a file committed (or replaced) while this runs is deleted too.
    for (;;) {
      const docs = await this.#attachments.find({ regId: String(regId) }, { projection: { fileId: 1 } }).toArray();
      if (docs.length === 0) return deleted;
      for (const doc of docs) {
        // By row and bytes: a row a replacement changed meanwhile is taken on the next round.
        if (await this.#attachments.findOneAndDelete({ _id: doc._id, fileId: doc.fileId })) {
          await this.#deleteBytes(doc.fileId);
          deleted++;
        }
      }
    }
  }

  async ping(): Promise<void> {
    await this.#db.command({ ping: 1 });
  }

  async close(): Promise<void> {
    await this.#client.close();
  }

  /** Deletes a GridFS file and its chunks; bytes already gone are not an error. */
  async #deleteBytes(fileId: ObjectId) {
    try {
      await this.#bucket.delete(fileId);
    } catch (error) {
      // The driver's "File not found for id": deleted already (a discard after a failed stage, a race).
      if (!(error instanceof MongoRuntimeError && /not found/i.test(error.message))) throw error;
    }
  }

  /** Deletes GridFS files uploaded before `before` that no attachment row names (staged, never committed). */
  async #sweep(before: Date) {
    const orphans = this.#db
      .collection(`${BUCKET}.files`)
      .aggregate<{ _id: ObjectId }>([
        { $match: { uploadDate: { $lt: before } } },
        { $lookup: { from: 'attachments', localField: '_id', foreignField: 'fileId', as: 'named' } },
        { $match: { named: { $size: 0 } } },
        { $project: { _id: 1 } },
      ]);
    for await (const orphan of orphans) await this.#deleteBytes(orphan._id);
  }
}
