import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { FetchLike } from './cms/cms-reader.ts';
import type { Config } from './config/env.ts';
import { loggableUrl } from './logging/loggable-url.ts';
import accessControl from './plugins/access-control.ts';
import apiDocs from './plugins/api-docs.ts';
import authPlugin from './plugins/auth.ts';
import captchaPlugin from './plugins/captcha.ts';
import checkInPlugin from './plugins/check-in.ts';
import cmsPlugin from './plugins/cms.ts';
import { isApiPath } from './plugins/api-path.ts';
import securityHeaders, { securityHeadersFor } from './plugins/security-headers.ts';
import errorHandler from './plugins/error-handler.ts';
import filesPlugin from './plugins/files.ts';
import dayOfConsentsPlugin from './plugins/day-of-consents.ts';
import groupsPlugin from './plugins/groups.ts';
import mailQueuePlugin from './plugins/mail-queue.ts';
import mailerPlugin from './plugins/mailer.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import eventReminderJob from './plugins/event-reminder-job.ts';
import retentionJob from './plugins/retention-job.ts';
import sharedStatePlugin from './plugins/shared-state.ts';
import staticSite, { isSitePage } from './plugins/static-site.ts';
import storePlugin from './plugins/store.ts';
import authRoutes from './routes/auth-routes.ts';
import cancelRegistrationRoutes from './routes/cancel-registration.ts';
import checkInRoutes from './routes/check-in-routes.ts';
import captchaChallengeRoutes from './routes/captcha-challenge.ts';
import catalogItemsRoutes from './routes/catalog-items.ts';
import eventCalendarRoutes from './routes/event-calendar.ts';
import dayOfConsentConfirmRoutes from './routes/day-of-consent-confirm.ts';
import fileRoutes from './routes/file-routes.ts';
import groupMembersRoutes from './routes/group-members.ts';
import healthRoutes from './routes/health.ts';
import middleSchoolGroupsRoutes from './routes/middle-school-groups.ts';
import myRegistrationsRoutes from './routes/my-registrations.ts';
import sendQuestionRoutes from './routes/send-question.ts';
import staffRoutes from './routes/staff-routes.ts';
import { API_KINDS } from './registrations/api-kinds.ts';
import registrationRoutes from './registrations/registration-routes.ts';
import type { RegistrationStore } from './store/registration-store.ts';
import { valibotValidatorCompiler } from './validation/valibot-validator.ts';

export interface BuildOptions {
  /** An open store to use instead of the configured one (tests, benchmarks). */
  store?: RegistrationStore;
  /** Stand-ins for services this machine cannot reach in tests: the CMS's REST API, Google's siteverify. */
  cmsFetch?: FetchLike;
  captchaFetch?: typeof fetch;
  /** Where the log goes instead of stdout (tests read it to prove no personal data is logged). */
  logStream?: { write(line: string): void };
  /**
   * false: the outbox is not sent from this process (a command such as `npm run retention`, which must not
   * send the API's queue as a side effect, with whatever mail settings its own shell has).
   */
  sendMail?: boolean;
}

/**
 * Builds the registration API. Plugins load in a fixed order: the store and the shared state the rate limits
 * count in, cross-cutting (rate limits, errors), then login (auth) and the access rules every later route must declare, then the other services
 * (captcha, mailer, CMS, groups, files), then routes (one registration route set per kind), then the static site, whose catch-all must come last. The caller listens (server.ts) or injects (tests).
 */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Personal data never reaches the log: bodies are not logged, and these headers are hidden.
      redact: [
        'req.headers.authorization',
        'req.headers["x-custom-authorization"]',
        'req.headers["x-upload-grant"]',
        'req.headers.cookie',
        // @fastify/multipart traces the request's headers, credentials included, as busboy's options.
        'busboyOptions.headers',
      ],
      // Fastify's own request fields, but an address without a file's name or a query's personal data.
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: loggableUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // A hop count trusts that many proxies in front of us; addresses or true as Fastify reads them.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 128 * 1024,
    // An address Fastify cannot decode (`/multiple/%ff`) is answered as an unknown one: a page's goes to the
    // 404 page, the API's gets the API's error body. Fastify's own answer echoed the address in JSON, without
    // the security headers or a request id. This answer runs before any hook, so it sets them itself.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      reply.headers({ ...securityHeadersFor(request.url, config.publicSiteUrl), 'x-request-id': request.id });
      if (config.siteDir && request.method === 'GET' && !isApiPath(request.url)) {
        return reply.redirect('/error-404', 302);
      }
      return reply
        .status(error.statusCode ?? 400)
        .send({ error: error.code, message: 'This address is not valid.', requestId: request.id });
    },
  });
  // Every route schema is a valibot schema, shared with the forms.
  app.setValidatorCompiler(valibotValidatorCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(securityHeaders, { publicSiteUrl: config.publicSiteUrl });
  // The store first: the rate limits count in the shared state, which is the store unless Redis is set.
  await app.register(storePlugin, { config: config.store, store: options.store });
  await app.register(sharedStatePlugin, { redisUrl: config.redisUrl });
  await app.register(rateLimitPlugin, { limits: config.rateLimits });
  await app.register(errorHandler, {
    site: config.siteDir
      ? { notFound: '/error-404', isPage: (pagePath) => isSitePage(config.siteDir!, pagePath) }
      : undefined,
    notFoundRateLimit: config.rateLimits.notFound,
  });
  await app.register(authPlugin, { auth: config.auth, publicSiteUrl: config.publicSiteUrl });
  // Before any route: every route declares who may call it.
  await app.register(accessControl);
  await app.register(apiDocs);
  await app.register(captchaPlugin, { config: config.captcha, fetch: options.captchaFetch });
  await app.register(mailerPlugin, { config: config.mail, env: config.env });
  await app.register(cmsPlugin, {
    cmsUrl: config.cmsUrl,
    cacheSeconds: config.cmsCacheSeconds,
    apiToken: config.cmsApiToken,
    fetch: options.cmsFetch,
  });
  await app.register(mailQueuePlugin, {
    config: config.mail,
    publicSiteUrl: config.publicSiteUrl,
    send: options.sendMail ?? true,
  });
  await app.register(groupsPlugin, { seedDemoGroups: config.seedDemoGroups });
  await app.register(dayOfConsentsPlugin, { publicSiteUrl: config.publicSiteUrl });
  await app.register(filesPlugin, { config: config.files });
  await app.register(checkInPlugin, { hmacKey: config.checkIn.hmacKey });
  await app.register(healthRoutes);
  await app.register(captchaChallengeRoutes);
  await app.register(catalogItemsRoutes);
  await app.register(eventCalendarRoutes);
  // Where the routes' mails to the organisers go: the CMS's address for the subject, else the fallback.
  const organisers = { fallback: config.contact.fallbackEmail, production: config.env === 'production' };
  // One pipeline, the same routes for every kind (registrations/registration-routes.ts).
  for (const kind of API_KINDS) {
    await app.register(registrationRoutes, { kind, publicSiteUrl: config.publicSiteUrl, organisers });
  }
  await app.register(middleSchoolGroupsRoutes);
  await app.register(groupMembersRoutes, { publicSiteUrl: config.publicSiteUrl, organisers });
  await app.register(authRoutes, {
    publicSiteUrl: config.publicSiteUrl,
    accessTokenSeconds: config.auth.accessTokenSeconds,
  });
  await app.register(myRegistrationsRoutes);
  await app.register(dayOfConsentConfirmRoutes);
  await app.register(cancelRegistrationRoutes, { publicSiteUrl: config.publicSiteUrl, organisers });
  await app.register(sendQuestionRoutes, {
    fallbackEmail: config.contact.fallbackEmail,
    production: config.env === 'production',
  });
  await app.register(fileRoutes);
  await app.register(staffRoutes, {
    publicSiteUrl: config.publicSiteUrl,
    outboxDir: config.mail.outboxDir,
    reminderDays: config.reminders.daysBefore,
    organisers,
  });
  await app.register(checkInRoutes);
  await app.register(retentionJob, { everyHours: config.retention.jobHours, outboxDir: config.mail.outboxDir });
  await app.register(eventReminderJob, {
    daysBefore: config.reminders.daysBefore,
    publicSiteUrl: config.publicSiteUrl,
  });
  if (config.siteDir) {
    const root = config.siteDir;
    await app.register(async (site) => {
      // The built site's files are public pages.
      site.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      await site.register(staticSite, { root });
    });
  }
  return app;
}
