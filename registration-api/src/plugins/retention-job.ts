import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteMailsAbout } from '../staff/registration-mails.ts';
import { runRetention } from '../staff/retention.ts';
import { runPeriodically } from './periodic-job.ts';

export interface RetentionJobOptions {
  /** Hours between runs; 0: the job never runs in this process (the command line runs it). */
  everyHours: number;
  outboxDir: string;
}

/**
 * Runs the retention job (staff/retention.ts) in the API process every `everyHours` hours, the first time
 * ten minutes after the start. Several instances may each run it: a registration deleted by one is
 * simply not found by the other.
 */
export default fp<RetentionJobOptions>(
  async function retentionJob(app: FastifyInstance, options) {
    if (options.everyHours === 0) return;
    runPeriodically(app, {
      everyMs: options.everyHours * 3600 * 1000,
      failed: 'retention job failed; it runs again at the next interval',
      job: () =>
        runRetention({
          store: app.store,
          files: app.attachments,
          cms: app.cms,
          log: app.log,
          deleteMails: (erased) => deleteMailsAbout(options.outboxDir, erased),
        }),
    });
  },
  { name: 'retention-job', dependencies: ['store', 'files', 'cms'] },
);
