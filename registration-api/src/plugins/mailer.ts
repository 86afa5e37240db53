import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';
import { createMailer } from '../mail/create-mailer.ts';
import type { Mailer } from '../mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailerPluginOptions {
  config: Config['mail'];
  env: Config['env'];
}

/** Decorates the app with the mailer and closes its transport with the app. */
export default fp<MailerPluginOptions>(
  async function mailerPlugin(app: FastifyInstance, options) {
    const mailer = createMailer(options.config, app.log);
    if (mailer.kind === 'outbox' && options.env === 'production') {
      app.log.warn('SMTP_URL is not set: mail is written to OUTBOX_DIR and nobody receives it');
    }
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'mailer' },
);
