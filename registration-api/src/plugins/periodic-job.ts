import type { FastifyInstance } from 'fastify';

/** The first run waits this long after the start, so a restart loop never runs a job over and over. */
const FIRST_RUN_DELAY_MS = 10 * 60 * 1000;

/**
 * Runs `job` in the API process every `everyMs`, the first time ten minutes after the app is ready (or
 * sooner, when the interval is shorter), and never again once the app closes. A failed run is logged with
 * `failed` and tried again at the next; a pending run never keeps the process alive. Several instances may
 * each run it: a job must be safe to run twice.
 */
export function runPeriodically(
  app: FastifyInstance,
  options: { everyMs: number; job: () => Promise<unknown>; failed: string },
): void {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const run = async () => {
    try {
      await options.job();
    } catch (error) {
      app.log.error({ err: error }, options.failed);
    }
  };
  const schedule = (delayMs: number) => {
    if (closed) return;
    timer = setTimeout(() => {
      void run().finally(() => schedule(options.everyMs));
    }, delayMs);
    timer.unref();
  };
  app.addHook('onReady', async () => schedule(Math.min(FIRST_RUN_DELAY_MS, options.everyMs)));
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
}
