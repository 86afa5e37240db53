import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteMailsTo } from '../staff/registration-mails.ts';
import { runRetention } from '../staff/retention.ts';

export interface RetentionJobOptions {
  /** Hours between runs; 0: the job never runs in this process (the command line runs it). */
  everyHours: number;
  outboxDir: string;
}

/** The first run waits this long after the start, so a restart loop never runs it over and over. */
const FIRST_RUN_DELAY_MS = 10 * 60 * 1000;

/**
 * Runs the retention job (staff/retention.ts) in the API process every `everyHours` hours, the first time
 * ten minutes after the start. Several instances may each run it: a registration deleted by one is
 * simply not found by the other. A failed run is logged and tried again at the next.
 */
export default fp<RetentionJobOptions>(
  async function retentionJob(app: FastifyInstance, options) {
    if (options.everyHours === 0) return;
    const run = async () => {
      try {
        await runRetention({
          store: app.store,
          files: app.attachments,
          cms: app.cms,
          log: app.log,
          deleteMails: (addresses) => deleteMailsTo(options.outboxDir, addresses),
        });
      } catch (error) {
        app.log.error({ err: error }, 'retention job failed; it runs again at the next interval');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    let closed = false;
    const schedule = (delayMs: number) => {
      if (closed) return;
      timer = setTimeout(() => {
        void run().finally(() => schedule(options.everyHours * 3600 * 1000));
      }, delayMs);
      // A pending run never keeps the process alive.
      timer.unref();
    };
    app.addHook('onReady', async () => schedule(Math.min(FIRST_RUN_DELAY_MS, options.everyHours * 3600 * 1000)));
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(timer);
    });
  },
  { name: 'retention-job', dependencies: ['store', 'files', 'cms'] },
);
