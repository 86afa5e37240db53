import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CmsClient } from '../cms/cms-client.ts';
import { apiKindOf } from '../registrations/api-kinds.ts';
import { SqliteRegistrationStore } from '../store/sqlite-registration-store.ts';
import { cmsStandIn, school } from '../test-support/cms-stand-in.ts';
import { CatalogueNames } from './catalogue-names.ts';
import { kindWordsOf, leafInWords, type LeafReading } from './answer-words.ts';
import { flatten } from './flatten.ts';

let dir: string;
let store: SqliteRegistrationStore;
let reading: LeafReading;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-answer-words-'));
  store = new SqliteRegistrationStore(path.join(dir, 'registrations.sqlite'));
  // The CMS gives its middle schools (one), and no lunch list at all.
  const cms = cmsStandIn({ catalog: [school(12, 'Riverbend Middle School')] });
  const client = new CmsClient({ baseUrl: 'http://cms.test', store, cacheSeconds: 30, log: console, fetch: cms.fetch });
  const names = await CatalogueNames.load(client);
  reading = { regType: 'MSIND', words: kindWordsOf(apiKindOf('MSIND')), names, otherSchoolName: '' };
});
afterAll(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The one answer `field` of `data` in words, as the desk and a family's mail read it. */
const inWords = (data: Record<string, unknown>, field: string, otherSchoolName = '') => {
  const leaf = flatten(data).find((one) => one.path === field);
  if (!leaf) throw new Error(`no ${field}`);
  return leafInWords(leaf, { ...reading, otherSchoolName });
};

describe('an answer in the words the form showed (the desk and the confirmation read alike)', () => {
  it('a catalogue id is its title; an id no list the CMS gave names is left to the reader (undefined)', () => {
    expect(inWords({ schoolId: '12' }, 'schoolId')).toBe('Riverbend Middle School');
    expect(inWords({ lunchId: '3' }, 'lunchId')).toBeUndefined();
  });

  it('a school not on the list is the name typed', () => {
    expect(inWords({ schoolId: 'other' }, 'schoolId', 'Hillcrest Academy')).toBe('Hillcrest Academy');
  });

  it('a checkbox group is the boxes ticked as the form labels them, a yes/no is Yes or No', () => {
    const subjects = { science: '1', technology: '0', engineering: '0', math: '1' };
    expect(inWords({ favouriteSubjects: subjects }, 'favouriteSubjects')).toBe('Science, Math');
    expect(inWords({ isInGroup: '0' }, 'isInGroup')).toBe('No');
  });

  it('a time the API stamped reads in the career days’ zone, and plain text stays as typed', () => {
    expect(inWords({ signedAt: '2026-04-01T18:03:07.123Z' }, 'signedAt')).toBe('2026-04-01 14:03');
    expect(inWords({ firstName: 'Ada' }, 'firstName')).toBe('Ada');
  });
});
