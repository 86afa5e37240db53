import fs from 'node:fs';
import path from 'node:path';
import type { Core, UID } from '@strapi/strapi';
import { loadSeedLedger, type SeedLedger } from './seed-ledger';

type Data = Record<string, unknown>;

/** Entries of one collection type and the fields that identify an entry across boots. */
export interface CollectionSeed {
  naturalKey: string[];
  entries: Data[];
}

/** Alternative text and caption of a file in `seed/media`. */
export interface MediaSeed {
  alternativeText?: string;
  caption?: string;
}

/** The version-controlled first-boot content, read from `seed/*.json`. */
export interface SeedFile {
  singleTypes: Record<string, Data>;
  collections: Record<string, CollectionSeed>;
  /** Files in `seed/media` that content refers to with `{ "$media": "<file name>" }`. */
  media: Record<string, MediaSeed>;
  /** Actions the public (not logged-in) role may call, e.g. `api::site-setting.site-setting.find`. */
  publicRead: string[];
  mediaDir: string;
}

/** Pages and settings, then events, FAQ and tiers, then the form catalogues. */
const SEED_FILES = ['site-content.json', 'collections.json', 'catalogues.json'];

export function readSeedFile(appRoot: string): SeedFile {
  const seed: SeedFile = {
    singleTypes: {},
    collections: {},
    media: {},
    publicRead: [],
    mediaDir: path.join(appRoot, 'seed', 'media'),
  };
  for (const name of SEED_FILES) {
    const file = path.join(appRoot, 'seed', name);
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Omit<SeedFile, 'mediaDir'>>;
    Object.assign(seed.singleTypes, parsed.singleTypes);
    Object.assign(seed.media, parsed.media);
    for (const [uid, collection] of Object.entries(parsed.collections ?? {})) {
      if (!Array.isArray(collection.naturalKey) || !Array.isArray(collection.entries)) {
        throw new Error(`${file}: collection ${uid} needs "naturalKey" and "entries"`);
      }
      seed.collections[uid] = collection;
    }
    seed.publicRead.push(...(parsed.publicRead ?? []));
  }
  if (!seed.singleTypes['api::site-setting.site-setting'] || seed.publicRead.length === 0) {
    throw new Error(`${path.join(appRoot, 'seed')}: expected the site settings and "publicRead"`);
  }
  return seed;
}

interface UploadService {
  upload(
    input: {
      data: { fileInfo: { name: string; alternativeText?: string; caption?: string } };
      files: { filepath: string; originalFilename: string; mimetype: string; size: number };
    },
    options?: unknown,
  ): Promise<Array<{ id: number }>>;
}

const MIME_TYPES: Record<string, string> = { '.png': 'image/png', '.pdf': 'application/pdf' };

/**
 * Turns `{ "$media": "<file name>" }` into the id of that file in the media library, uploading it from
 * `seed/media` only when no file of that name exists (so staff's own replacement under the same name, or
 * the file uploaded by an earlier boot, is reused). Files are uploaded only when an entry being created
 * needs them: once everything is seeded, a boot uploads nothing.
 */
function mediaResolver(strapi: Core.Strapi, seed: SeedFile) {
  const ids = new Map<string, number>();

  async function fileId(name: string): Promise<number> {
    const known = ids.get(name);
    if (known !== undefined) return known;
    const info = seed.media[name];
    if (!info) throw new Error(`seed: "${name}" is not listed under "media"`);

    const existing = await strapi.db.query('plugin::upload.file').findOne({ where: { name }, select: ['id'] });
    let id: number;
    if (existing) {
      id = existing.id as number;
    } else {
      const filepath = path.join(seed.mediaDir, name);
      const mimetype = MIME_TYPES[path.extname(name)];
      if (!mimetype) throw new Error(`seed: "${name}" is neither a PNG nor a PDF`);
      const upload = strapi.plugin('upload').service('upload') as unknown as UploadService;
      const [file] = await upload.upload({
        data: { fileInfo: { name, alternativeText: info.alternativeText, caption: info.caption } },
        files: { filepath, originalFilename: name, mimetype, size: fs.statSync(filepath).size },
      });
      if (!file) throw new Error(`seed: uploading "${name}" returned nothing`);
      id = file.id;
      strapi.log.info(`seed: uploaded ${name}`);
    }
    ids.set(name, id);
    return id;
  }

  async function resolve(value: unknown): Promise<unknown> {
    if (Array.isArray(value)) return Promise.all(value.map(resolve));
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value);
    if (entries.length === 1 && entries[0]![0] === '$media') return fileId(String(entries[0]![1]));
    const resolved: Data = {};
    for (const [key, inner] of entries) resolved[key] = await resolve(inner);
    return resolved;
  }

  return (data: Data) => resolve(data) as Promise<Data>;
}

const hasDraftAndPublish = (strapi: Core.Strapi, uid: string) =>
  Boolean(strapi.contentType(uid as UID.ContentType)?.options?.draftAndPublish);

async function createDocument(strapi: Core.Strapi, uid: string, data: Data) {
  const documents = strapi.documents(uid as UID.ContentType);
  const created = await documents.create({ data: data as never });
  if (hasDraftAndPublish(strapi, uid)) await documents.publish({ documentId: created.documentId });
}

async function seedSingleTypes(
  strapi: Core.Strapi,
  seed: SeedFile,
  ledger: SeedLedger,
  resolveMedia: (data: Data) => Promise<Data>,
) {
  for (const [uid, data] of Object.entries(seed.singleTypes)) {
    if (ledger.has(uid)) continue;
    // With Draft & Publish every document has a draft version, published or not: finding one means it exists.
    const status = hasDraftAndPublish(strapi, uid) ? 'draft' : undefined;
    const existing = await strapi.documents(uid as UID.SingleType).findFirst({ status });
    if (!existing) {
      await createDocument(strapi, uid, await resolveMedia(data));
      strapi.log.info(`seed: created and published ${uid}`);
    }
    ledger.add(uid);
  }
}

async function seedCollections(
  strapi: Core.Strapi,
  seed: SeedFile,
  ledger: SeedLedger,
  resolveMedia: (data: Data) => Promise<Data>,
) {
  for (const [uid, { naturalKey, entries }] of Object.entries(seed.collections)) {
    const keyOf = (entry: Data) => `${uid}:${JSON.stringify(naturalKey.map((field) => entry[field]))}`;
    const pending = entries.filter((entry) => !ledger.has(keyOf(entry)));
    if (pending.length === 0) continue;

    const status = hasDraftAndPublish(strapi, uid) ? 'draft' : undefined;
    // A copy: the document service appends its own fields to the array it is given.
    const existing = await strapi
      .documents(uid as UID.CollectionType)
      .findMany({ status, fields: [...naturalKey] as never });
    const present = new Set(existing.map((entry) => keyOf(entry as Data)));
    let created = 0;
    for (const entry of pending) {
      const key = keyOf(entry);
      if (!present.has(key)) {
        await createDocument(strapi, uid, await resolveMedia(entry));
        present.add(key);
        created += 1;
      }
      ledger.add(key);
    }
    if (created > 0) strapi.log.info(`seed: created ${created} ${uid} entries`);
  }
}

/**
 * Creates (and publishes, where Draft & Publish is on) every seed document that does not exist yet and was
 * never seeded before. Never updates an existing document, so staff edits survive every boot; a second boot
 * changes nothing.
 */
export async function seedContent(strapi: Core.Strapi, seed: SeedFile): Promise<void> {
  const ledger = await loadSeedLedger(strapi, 'content');
  const resolveMedia = mediaResolver(strapi, seed);
  try {
    await seedSingleTypes(strapi, seed, ledger, resolveMedia);
    await seedCollections(strapi, seed, ledger, resolveMedia);
  } finally {
    // What was created before a failure stays recorded, so the next boot does not duplicate it.
    await ledger.save();
  }
}
