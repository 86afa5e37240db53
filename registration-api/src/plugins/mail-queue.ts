import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';
import { MailComposer } from '../mail/mail-composer.ts';
import { MailWorker } from '../mail/mail-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the store's outbox (mail/mail-worker.ts); routes store messages and `wake()` it. */
    mailWorker: MailWorker;
    /** Makes the messages the outbox keeps from drafts, and renders them when the worker sends them. */
    mailComposer: MailComposer;
  }
}

/** The domain of a "Name <address>" or a bare address, for Message-IDs. */
const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'stem-career-day.local';

/**
 * Runs the mail worker over the store's outbox with the app's mailer: started once the app is ready, and
 * stopped before the store and the mailer close, after the message in flight. Routes compose their mails
 * with `app.mailComposer`, store them with their change, and wake the worker, which renders and sends them.
 */
export default fp<{ config: Config['mail']; publicSiteUrl: string; send?: boolean }>(
  async function mailQueuePlugin(app: FastifyInstance, { config, publicSiteUrl, send = true }) {
    const composer = new MailComposer({ cms: app.cms, publicSiteUrl, log: app.log });
    const worker = new MailWorker({
      outbox: app.store,
      mailer: app.mailer,
      render: (message, messageId) => composer.render(message, messageId),
      log: app.log,
      pollMs: config.pollMs,
      leaseMs: config.leaseMs,
      retry: config.retry,
      messageIdDomain: domainOf(config.from),
    });
    app.decorate('mailWorker', worker);
    app.decorate('mailComposer', composer);
    // A command line that is not the API (send: false) leaves the queue to the API's worker.
    if (send) app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', () => worker.stop());
  },
  { name: 'mail-queue', dependencies: ['store', 'mailer', 'cms'] },
);
