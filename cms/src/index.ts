import type { Core } from '@strapi/strapi';
import { ensureFirstAdmin } from './bootstrap/first-admin';
import { enforcePublicReadOnly } from './bootstrap/public-permissions';
import { readSeedFile, seedSingleTypes } from './bootstrap/seed';

export default {
  register() {},

  /** Runs at every boot; each step is idempotent, so a second boot changes nothing. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const seed = readSeedFile(strapi.dirs.app.root);
    await seedSingleTypes(strapi, seed);
    await enforcePublicReadOnly(strapi, seed.publicRead);
    await ensureFirstAdmin(strapi);
  },
};
