import type { Core } from '@strapi/strapi';

// The event's six times were free text ("7:45 am") until they became Strapi `time` fields. Strapi changes
// the column type itself when it syncs the schema, but keeps the text: on SQLite "7:45 am" would stay in a
// time field (and break the site's content contract), on PostgreSQL the cast of text it cannot read stops
// the boot. So before the sync, while the columns still hold text, each value is rewritten as a time.

const EVENT_UID = 'api::event.event';
/** The time attributes of the event content type (shared's EVENT_TIME_FIELDS: the CMS's compiled code cannot load shared). */
export const EVENT_TIME_ATTRIBUTES = [
  'checkInStart',
  'checkInEnd',
  'startTime',
  'endTime',
  'homeStartTime',
  'homeEndTime',
] as const;

const CLOCK = /^(\d{1,2})(?:[:.](\d{2}))?(?::(\d{2})(?:\.\d{1,3})?)?\s*(?:([ap])\.?\s*m\.?)?$/;

/**
 * A time as staff typed it before ("7:45 am", "2 pm", "12:00 PM", "7.45 a.m.", "14:30", "noon") as Strapi
 * stores a time ("07:45:00.000"); null when it cannot be read as one.
 */
export function parseLegacyTime(text: string): string | null {
  const value = text.trim().toLowerCase();
  if (value === 'noon') return '12:00:00.000';
  if (value === 'midnight') return '00:00:00.000';
  const match = CLOCK.exec(value);
  if (!match) return null;
  const [, hourText, minuteText, secondText, half] = match;
  let hours = Number(hourText);
  const minutes = Number(minuteText ?? 0);
  const seconds = Number(secondText ?? 0);
  if (minutes > 59 || seconds > 59) return null;
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  } else if (hours > 23 || minuteText === undefined) {
    // Without am/pm only a 24-hour clock time with its minutes ("14:30") is clear; "8" is not.
    return null;
  }
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(hours)}:${two(minutes)}:${two(seconds)}.000`;
}

interface OldContentTypes {
  [uid: string]: { attributes?: Record<string, { type?: string }> } | undefined;
}

/**
 * Rewrites the event times of a database written while they were text, on the boot that changes their
 * type (Strapi's `content-types.beforeSync` hook: `oldContentTypes` is the schema the database was last
 * synced with). Every row is rewritten, drafts and published versions alike. A value that cannot be read
 * as a time is emptied, with a warning quoting it: the CMS boots, and the entry shows staff the field to
 * fill in, where the site build names it.
 */
export async function migrateEventTimeFields(strapi: Core.Strapi, oldContentTypes: OldContentTypes | undefined) {
  const previous = oldContentTypes?.[EVENT_UID]?.attributes;
  const fields = EVENT_TIME_ATTRIBUTES.filter((name) => previous?.[name]?.type === 'string');
  if (fields.length === 0) return;
  const model = strapi.db.metadata.get(EVENT_UID);
  const columnOf = (name: string) => (model.attributes[name] as { columnName?: string }).columnName ?? name;
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(model.tableName))) return;

  await knex.transaction(async (trx) => {
    const rows = (await trx(model.tableName).select('id', ...fields.map(columnOf))) as Array<Record<string, unknown>>;
    for (const row of rows) {
      const update: Record<string, string | null> = {};
      for (const name of fields) {
        const text = row[columnOf(name)];
        if (typeof text !== 'string') continue;
        const time = parseLegacyTime(text);
        if (time === null) {
          strapi.log.warn(
            `Event entry ${String(row.id)}: "${name}" was "${text}", which is not a time; it is now empty. ` +
              'Set it in the Content Manager (Event) and publish.',
          );
        }
        update[columnOf(name)] = time;
      }
      if (Object.keys(update).length > 0) await trx(model.tableName).where({ id: row.id }).update(update);
    }
  });
  strapi.log.info(`Event times (${fields.join(', ')}) rewritten from text to time fields`);
}
