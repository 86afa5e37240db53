import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CmsClient } from '../cms/cms-client.ts';
import type { FetchLike } from '../cms/cms-reader.ts';

declare module 'fastify' {
  interface FastifyInstance {
    cms: CmsClient;
  }
}

export interface CmsPluginOptions {
  cmsUrl: string;
  cacheSeconds: number;
  /** Tests stand in for the CMS's REST answers here. */
  fetch?: FetchLike;
}

/** Decorates the app with the CMS client; its last known values live in the registration store. */
export default fp<CmsPluginOptions>(
  async function cmsPlugin(app: FastifyInstance, options) {
    app.decorate(
      'cms',
      new CmsClient({
        baseUrl: options.cmsUrl,
        store: app.store,
        cacheSeconds: options.cacheSeconds,
        log: app.log,
        fetch: options.fetch,
      }),
    );
  },
  { name: 'cms', dependencies: ['store'] },
);
