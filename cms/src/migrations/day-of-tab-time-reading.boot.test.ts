import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestCms } from '../test-support/test-cms.ts';

/**
 * A database from before the Day Of Event tabs had a time reading: the real Strapi boots on it and the high
 * school tab shows the about page's hours from then on; a reading staff choose afterwards survives boots.
 */
const cms = new TestCms('tab-reading.admin@example.org');

const readings = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db
      .prepare('SELECT event_slug AS day, time_reading AS reading FROM components_day_of_tabs ORDER BY id')
      .all() as Array<{ day: string; reading: string | null }>;
  } finally {
    db.close();
  }
};

/** Turns the freshly booted database back into one saved before the field, and forgets the migration ran. */
function rewind(file: string) {
  const db = new Database(file);
  try {
    db.exec('UPDATE components_day_of_tabs SET time_reading = NULL');
    const row = db
      .prepare("SELECT value FROM strapi_core_store_settings WHERE key = 'core_stem-seed_migrations'")
      .get() as { value: string } | undefined;
    if (row) {
      const done = (JSON.parse(row.value) as string[]).filter((key) => key !== 'day-of-tab-time-reading');
      db.prepare("UPDATE strapi_core_store_settings SET value = ? WHERE key = 'core_stem-seed_migrations'").run(
        JSON.stringify(done),
      );
    }
  } finally {
    db.close();
  }
}

describe('Day Of Event tabs saved before their time reading', () => {
  beforeAll(async () => {
    await cms.boot();
    await cms.stop();
    rewind(cms.databaseFile);
    await cms.boot();
  });
  afterAll(async () => {
    await cms.dispose();
  });

  it('publish the high school tab with the about page’s hours and the middle school tab with the home page’s', async () => {
    const response = await fetch(`${cms.base}/api/day-of-event-page?populate=tabs`);
    const { data } = (await response.json()) as { data: { tabs: Array<{ eventSlug: string; timeReading: string }> } };
    expect(data.tabs.map((tab) => [tab.eventSlug, tab.timeReading])).toEqual([
      ['middle-school', 'home-page'],
      ['high-school', 'about-page'],
    ]);
  });

  it('runs once per database: what the tabs hold afterwards is left as it is at the next boot', async () => {
    await cms.stop();
    const db = new Database(cms.databaseFile);
    db.exec("UPDATE components_day_of_tabs SET time_reading = NULL WHERE event_slug = 'high-school'");
    db.close();
    await cms.boot();
    await cms.stop();
    expect(
      readings(cms.databaseFile)
        .filter((tab) => tab.day === 'high-school')
        .map((tab) => tab.reading),
    ).toEqual(expect.arrayContaining([null]));
  });
});
