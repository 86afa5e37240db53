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
  /** CMS_API_TOKEN: reads the organisers' contact addresses, which the public cannot. */
  apiToken?: string | undefined;
  /** Tests stand in for the CMS's REST answers here. */
  fetch?: FetchLike;
}

/** Decorates the app with the CMS client; its last known values live in the registration store. */
export default fp<CmsPluginOptions>(
  async function cmsPlugin(app: FastifyInstance, options) {
    if (!options.apiToken) {
      app.log.warn('CMS_API_TOKEN is not set: contact questions go to CONTACT_FALLBACK_EMAIL, whatever the CMS says');
    }
    app.decorate(
      'cms',
      new CmsClient({
        baseUrl: options.cmsUrl,
        store: app.store,
        cacheSeconds: options.cacheSeconds,
        log: app.log,
        apiToken: options.apiToken,
        fetch: options.fetch,
      }),
    );
  },
  { name: 'cms', dependencies: ['store'] },
);
