import type { Core } from '@strapi/strapi';
import { assertCmsEnvironment } from '../src/environment';

// CMS_HOST / CMS_PORT rather than Strapi's HOST / PORT: the whole stack shares one .env, and PORT there is
// the site's single origin.
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => {
  // Before Strapi reads any variable: a wrong one is named, not met later as NaN or a config key.
  assertCmsEnvironment();
  return serverConfig(env);
};

const serverConfig = (env: Core.Config.Shared.ConfigParams['env']): Core.Config.Server => ({
  host: env('CMS_HOST') || '127.0.0.1',
  port: env.int('CMS_PORT', 1337),
  url: env('CMS_PUBLIC_URL', ''),
  app: {
    keys: env.array('APP_KEYS')!,
  },
  // Uploaded media land in <public>/uploads; tests point this at a throwaway folder (it must hold uploads/).
  dirs: {
    public: env('CMS_PUBLIC_DIR') || './public',
  },
  // No daily call home for a version check: the machines this runs on may have no internet.
  logger: {
    updates: { enabled: false },
    startup: { enabled: env.bool('CMS_STARTUP_BANNER', false) },
  },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
});

export default config;
