import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DayOfConsents } from '../consents/day-of-consent-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    dayOfConsents: DayOfConsents;
  }
}

/** Decorates the app with the day-of consents: filed on the public form, counted once the parent confirms. */
export default fp<{ publicSiteUrl: string }>(
  async function dayOfConsentsPlugin(app: FastifyInstance, options) {
    app.decorate(
      'dayOfConsents',
      new DayOfConsents({
        store: app.store,
        mailComposer: app.mailComposer,
        wakeMailWorker: () => app.mailWorker.wake(),
        log: app.log,
        publicSiteUrl: options.publicSiteUrl,
        links: app.auth.consentLinks,
      }),
    );
  },
  { name: 'day-of-consents', dependencies: ['store', 'auth', 'mail-queue'] },
);
