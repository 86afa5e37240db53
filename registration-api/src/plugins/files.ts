import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';
import { AttachmentService } from '../files/attachment-service.ts';
import { DiskFileStore } from '../files/disk-file-store.ts';
import type { FileStore } from '../files/file-store.ts';
import { GridFsFileStore } from '../files/gridfs-file-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rules of registrations' files: who may attach them, the checks, replacing, reading. */
    attachments: AttachmentService;
  }
}

/** Opens the file store the configuration names; a folder that cannot be used stops the start, named. */
async function openFileStore(config: Config['files']): Promise<FileStore> {
  if (config.kind === 'gridfs') return GridFsFileStore.connect(config.uri, config.dbName);
  try {
    return await DiskFileStore.open(config.dir, { busyWaitMs: config.busyWaitMs });
  } catch (error) {
    throw new Error(`FILES_DIR ${config.dir} cannot be used: ${(error as Error).message}`, { cause: error });
  }
}

/** Decorates the app with the attachment service over the configured file store, closed with the app. */
export default fp<{ config: Config['files'] }>(
  async function filesPlugin(app: FastifyInstance, options) {
    const files = await openFileStore(options.config);
    app.decorate('attachments', new AttachmentService(app, files));
    app.addHook('onClose', () => files.close());
  },
  { name: 'files', dependencies: ['store'] },
);
