import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CmsClient } from '../cms/cms-client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    cms: CmsClient;
  }
}

export default fp<{ cmsUrl: string }>(
  async function cmsPlugin(app: FastifyInstance, options) {
    app.decorate('cms', new CmsClient(options.cmsUrl));
  },
  { name: 'cms' },
);
