import type { Core } from '@strapi/strapi';
import { loadSeedLedger } from '../bootstrap/seed-ledger';

/** The Day Of Event tabs' table (components/day-of/tab.json) and the reading SPEC §9 gives each day's tab. */
const TABS_TABLE = 'components_day_of_tabs';
const READING_OF_DAY: Record<string, 'home-page' | 'about-page'> = {
  'middle-school': 'home-page',
  'high-school': 'about-page',
};
const LEDGER_KEY = 'day-of-tab-time-reading';

/**
 * A Day Of Event tab saved before it had a `timeReading` has none, and reads as the home page's span: the high
 * school tab kept showing "8:00 am-12:00 pm" beside its schedule's 7:45 check-in. Once per database (the seed
 * ledger), each such tab gets the reading the seed gives its day, in every version (draft and published), so
 * the next build shows it; staff who choose another reading later keep it. A new database has the seed's
 * readings already, and nothing here changes it.
 */
export async function setDayOfTabTimeReadings(strapi: Core.Strapi): Promise<void> {
  const ledger = await loadSeedLedger(strapi, 'migrations');
  if (ledger.has(LEDGER_KEY)) return;
  const knex = strapi.db.connection;
  let changed = 0;
  for (const [day, reading] of Object.entries(READING_OF_DAY)) {
    changed += await knex(TABS_TABLE)
      .where({ event_slug: day })
      .whereNull('time_reading')
      .update({ time_reading: reading });
  }
  if (changed > 0) strapi.log.info(`migration: ${changed} Day Of Event tab versions given their day's time reading`);
  ledger.add(LEDGER_KEY);
  await ledger.save();
}
