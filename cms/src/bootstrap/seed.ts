import fs from 'node:fs';
import path from 'node:path';
import type { Core, UID } from '@strapi/strapi';

/** The version-controlled first-boot content: `seed/site-content.json`. */
export interface SeedFile {
  singleTypes: Record<string, Record<string, unknown>>;
  /** Actions the public (not logged-in) role may call, e.g. `api::site-setting.site-setting.find`. */
  publicRead: string[];
}

export function readSeedFile(appRoot: string): SeedFile {
  const file = path.join(appRoot, 'seed', 'site-content.json');
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SeedFile>;
  if (!parsed.singleTypes || !Array.isArray(parsed.publicRead)) {
    throw new Error(`${file}: expected "singleTypes" and "publicRead"`);
  }
  return { singleTypes: parsed.singleTypes, publicRead: parsed.publicRead };
}

/**
 * Creates and publishes each single type that does not exist yet. Never touches one that exists, so a
 * second boot changes nothing and staff edits are never overwritten by the seed.
 */
export async function seedSingleTypes(strapi: Core.Strapi, seed: SeedFile): Promise<void> {
  for (const [uid, data] of Object.entries(seed.singleTypes)) {
    const documents = strapi.documents(uid as UID.SingleType);
    // Every document has a draft version, published or not: finding one means it exists.
    const existing = await documents.findFirst({ status: 'draft' });
    if (existing) continue;
    const created = await documents.create({ data: data as never });
    await documents.publish({ documentId: created.documentId });
    strapi.log.info(`seed: created and published ${uid}`);
  }
}
