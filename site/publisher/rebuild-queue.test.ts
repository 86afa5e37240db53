import { describe, expect, it } from 'vitest';
import { RebuildQueue } from './rebuild-queue.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recorder(buildMs = 0) {
  const log = { started: 0, finished: 0, concurrent: 0, maxConcurrent: 0 };
  const build = async () => {
    log.started++;
    log.concurrent++;
    log.maxConcurrent = Math.max(log.maxConcurrent, log.concurrent);
    await sleep(buildMs);
    log.concurrent--;
    log.finished++;
  };
  return { log, build };
}

describe('rebuild queue', () => {
  it('turns a burst of requests into one build', async () => {
    const { log, build } = recorder();
    const queue = new RebuildQueue(build, 20, () => {});
    for (let i = 0; i < 5; i++) queue.request();
    await queue.idle();
    expect(log.started).toBe(1);
  });

  it('builds once more after a build when asked during it, never two at a time', async () => {
    const { log, build } = recorder(60);
    const queue = new RebuildQueue(build, 5, () => {});
    queue.request();
    await sleep(20); // the first build is running now
    queue.request();
    queue.request();
    await queue.idle();
    expect(log.started).toBe(2);
    expect(log.maxConcurrent).toBe(1);
  });

  it('keeps working after a failed build and reports the failure', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const queue = new RebuildQueue(
      async () => {
        calls++;
        if (calls === 1) throw new Error('CMS content "footer" does not fit');
      },
      5,
      (error) => errors.push(error),
    );
    queue.request();
    await queue.idle();
    queue.request();
    await queue.idle();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
  });

  it('is idle when nothing was asked', async () => {
    const queue = new RebuildQueue(
      async () => {},
      5,
      () => {},
    );
    expect(queue.busy).toBe(false);
    await expect(queue.idle()).resolves.toBeUndefined();
  });
});
