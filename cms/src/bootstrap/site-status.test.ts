import { describe, expect, it } from 'vitest';
import { BUILD_FAILED_IN_GENERAL, siteStatusOf, type PublisherStatus } from './site-status.ts';

const lastBuild = { builtAt: '2026-11-29T18:00:00.000Z' };
const lastError = {
  at: '2026-11-29T18:10:00.000Z',
  message:
    'build failed\nCMS content "faq-entry" does not fit the site:\n  field "10.answer" (FAQ entry 11 › Answer): must not be empty\nFull log: /x/publisher-build.log',
};
const status = (over: Partial<PublisherStatus>): PublisherStatus => ({
  busy: false,
  lastBuild,
  lastError: null,
  ...over,
});

describe('what the Public site panel is told', () => {
  it('is live when the last build went live, and publishing while the publisher is busy', () => {
    expect(siteStatusOf(status({}))).toEqual({ state: 'live', liveSince: lastBuild.builtAt });
    expect(siteStatusOf(status({ busy: true }))).toEqual({ state: 'publishing', liveSince: lastBuild.builtAt });
  });

  it('names the content the site could not take, without the log’s path', () => {
    expect(siteStatusOf(status({ lastError }))).toEqual({
      state: 'failed',
      liveSince: lastBuild.builtAt,
      failedAt: lastError.at,
      problem:
        'CMS content "faq-entry" does not fit the site:\nfield "10.answer" (FAQ entry 11 › Answer): must not be empty',
    });
    expect(siteStatusOf(status({ lastError: { at: lastError.at, message: 'out of memory' } }))).toMatchObject({
      problem: BUILD_FAILED_IN_GENERAL,
    });
  });

  it('keeps a failure in view while the publisher is busy (qa26a: a draft’s save hid it)', () => {
    expect(siteStatusOf(status({ busy: true, lastError }))).toEqual({
      state: 'publishing',
      liveSince: lastBuild.builtAt,
      failed: { failedAt: lastError.at, problem: expect.stringContaining('field "10.answer"') },
    });
  });
});
