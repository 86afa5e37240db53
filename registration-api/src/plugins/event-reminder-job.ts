import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runEventReminders } from '../reminders/event-reminders.ts';
import { runPeriodically } from './periodic-job.ts';

export interface EventReminderJobOptions {
  /** From how many days before a career day its reminders go; 0: none are sent. */
  daysBefore: number;
  publicSiteUrl: string;
}

/**
 * Looks every hour for a career day whose reminders are due (reminders/event-reminders.ts) and queues
 * them; the mail worker sends them. Each registration gets one reminder per day whatever the number of
 * runs or instances.
 */
export default fp<EventReminderJobOptions>(
  async function eventReminderJob(app: FastifyInstance, options) {
    if (options.daysBefore === 0) return;
    runPeriodically(app, {
      everyMs: 3600 * 1000,
      failed: 'event reminders failed; they are tried again in an hour',
      job: async () => {
        if ((await runEventReminders(eventReminderDeps(app, options))) > 0) app.mailWorker.wake();
      },
    });
  },
  { name: 'event-reminder-job', dependencies: ['store', 'cms', 'mail-queue', 'shared-state', 'check-in'] },
);

/** What the reminders read and write in this app. */
export const eventReminderDeps = (app: FastifyInstance, options: EventReminderJobOptions) => ({
  store: app.store,
  cms: app.cms,
  composer: app.mailComposer,
  sharedState: app.sharedState,
  checkInTokens: app.checkInTokens,
  publicSiteUrl: options.publicSiteUrl,
  daysBefore: options.daysBefore,
  log: app.log,
});
