import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestCms } from '../test-support/test-cms.ts';
import { EVENT_TIME_ATTRIBUTES } from './event-time-fields.ts';

/**
 * A data folder from before the event times were time fields: the real Strapi boots on a database that holds
 * them as text, in text columns, with the schema Strapi last synced saying "string", and ends with times.
 */
const cms = new TestCms('migration.admin@example.org');

const COLUMNS: Record<(typeof EVENT_TIME_ATTRIBUTES)[number], string> = {
  checkInStart: 'check_in_start',
  checkInEnd: 'check_in_end',
  startTime: 'start_time',
  endTime: 'end_time',
  homeStartTime: 'home_start_time',
  homeEndTime: 'home_end_time',
};

/** What the earlier seed wrote, as text; the high school's home start is something staff typed that is no time. */
const OLD_TEXT = {
  'middle-school': ['7:45 am', '8:30 am', '8:30 am', '2:00 pm', '8:00 am', '2:30 pm'],
  'high-school': ['7:45 am', '8:30 am', '8:30 am', '12:00 pm', 'tbd', '12:00 pm'],
} as const;

/** Turns the freshly booted database back into one the earlier content type wrote. */
function rewindToTextTimes(file: string) {
  const db = new Database(file);
  try {
    db.transaction(() => {
      // Text columns, as Strapi made them for `string` attributes.
      for (const column of Object.values(COLUMNS)) {
        db.exec(`ALTER TABLE events DROP COLUMN ${column}`);
        db.exec(`ALTER TABLE events ADD COLUMN ${column} varchar(255) NULL`);
      }
      const update = db.prepare(
        `UPDATE events SET ${Object.values(COLUMNS)
          .map((column) => `${column} = ?`)
          .join(', ')} WHERE slug = ?`,
      );
      for (const [slug, texts] of Object.entries(OLD_TEXT)) update.run(...texts, slug);

      // The schema Strapi last synced with: the content types (core store) and the tables it tracks.
      const store = db.prepare(
        "SELECT value FROM strapi_core_store_settings WHERE key = 'strapi_content_types_schema'",
      );
      const contentTypes = JSON.parse((store.get() as { value: string }).value);
      for (const name of EVENT_TIME_ATTRIBUTES) {
        contentTypes['api::event.event'].attributes[name] = { type: 'string', required: true, maxLength: 20 };
      }
      db.prepare("UPDATE strapi_core_store_settings SET value = ? WHERE key = 'strapi_content_types_schema'").run(
        JSON.stringify(contentTypes),
      );
      const tracked = db.prepare('SELECT id, schema FROM strapi_database_schema').all() as Array<{
        id: number;
        schema: string;
      }>;
      for (const row of tracked) {
        const schema = JSON.parse(row.schema);
        const events = schema.tables.find((table: { name: string }) => table.name === 'events');
        for (const column of events.columns) {
          if (Object.values(COLUMNS).includes(column.name)) Object.assign(column, { type: 'string', args: [] });
        }
        db.prepare("UPDATE strapi_database_schema SET schema = ?, hash = 'before-time-fields' WHERE id = ?").run(
          JSON.stringify(schema),
          row.id,
        );
      }
    })();
  } finally {
    db.close();
  }
}

const timesOf = (entry: Record<string, unknown>) => EVENT_TIME_ATTRIBUTES.map((name) => entry[name]);

describe('a CMS database whose event times are text', () => {
  beforeAll(async () => {
    await cms.boot();
    await cms.stop();
    rewindToTextTimes(cms.databaseFile);
    await cms.boot();
  });
  afterAll(async () => {
    await cms.dispose();
  });

  it('boots and publishes the times as time fields', async () => {
    const response = await fetch(`${cms.base}/api/events?sort=slug`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Array<Record<string, unknown>> };
    expect(data.map((entry) => [entry.slug, timesOf(entry)])).toEqual([
      ['high-school', ['07:45:00.000', '08:30:00.000', '08:30:00.000', '12:00:00.000', null, '12:00:00.000']],
      [
        'middle-school',
        ['07:45:00.000', '08:30:00.000', '08:30:00.000', '14:00:00.000', '08:00:00.000', '14:30:00.000'],
      ],
    ]);
  });

  it('says which entry lost a value that was not a time, quoting it', () => {
    const log = fs.readFileSync(path.join(cms.dataDir, 'cms.log'), 'utf8');
    expect(log).toMatch(/"homeStartTime" was "tbd", which is not a time; it is now empty/);
  });

  it('rewrote drafts as well as published versions, and a later boot changes nothing', async () => {
    await cms.stop();
    await cms.boot();
    await cms.stop();
    const db = new Database(cms.databaseFile, { readonly: true });
    try {
      const rows = db.prepare(`SELECT slug, published_at, ${Object.values(COLUMNS).join(', ')} FROM events`).all();
      expect(rows).toHaveLength(4);
      for (const row of rows as Array<Record<string, unknown>>) {
        for (const column of Object.values(COLUMNS)) {
          const expected =
            row.slug === 'high-school' && column === 'home_start_time'
              ? null
              : expect.stringMatching(/^\d{2}:\d{2}:00\.000$/);
          expect(row[column]).toEqual(expected);
        }
      }
    } finally {
      db.close();
    }
  });
});
