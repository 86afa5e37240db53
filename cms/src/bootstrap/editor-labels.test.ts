import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDITOR_HELP, wantedEditLayout } from './editor-labels';

interface Schema {
  kind?: string;
  attributes: Record<string, { type: string }>;
}

/** Every content type and component of the CMS, by the uid Strapi gives it, read from its schema file. */
function schemas(): Record<string, Schema> {
  const src = path.join(import.meta.dirname, '..');
  const found: Record<string, Schema> = {};
  for (const name of fs.readdirSync(path.join(src, 'api'))) {
    const file = path.join(src, 'api', name, 'content-types', name, 'schema.json');
    if (fs.existsSync(file)) found[`api::${name}.${name}`] = JSON.parse(fs.readFileSync(file, 'utf8')) as Schema;
  }
  for (const category of fs.readdirSync(path.join(src, 'components'))) {
    for (const file of fs.readdirSync(path.join(src, 'components', category))) {
      const schema = JSON.parse(fs.readFileSync(path.join(src, 'components', category, file), 'utf8')) as Schema;
      found[`${category}.${path.basename(file, '.json')}`] = schema;
    }
  }
  return found;
}
const ALL = schemas();

describe('EDITOR_HELP', () => {
  it('names only types, components and fields that exist (a typo would leave a code name showing)', () => {
    for (const [uid, help] of Object.entries(EDITOR_HELP)) {
      expect(ALL[uid], uid).toBeDefined();
      for (const field of Object.keys(help.fields))
        expect(ALL[uid]!.attributes[field], `${uid}.${field}`).toBeDefined();
    }
  });

  it('labels and explains every field of every single type and component, so none shows its code name bare', () => {
    const bare = Object.entries(ALL)
      .filter(([uid, schema]) => schema.kind === 'singleType' || !uid.includes('::'))
      .flatMap(([uid, schema]) =>
        Object.keys(schema.attributes)
          .filter((field) => !EDITOR_HELP[uid]?.fields[field]?.label || !EDITOR_HELP[uid]?.fields[field]?.description)
          .map((field) => `${uid}.${field}`),
      );
    expect(bare).toEqual([]);
  });

  it('titles a page by its name, not its documentId', () => {
    const untitled = Object.entries(ALL)
      .filter(([uid, schema]) => schema.kind === 'singleType' && !EDITOR_HELP[uid]?.mainField)
      .map(([uid]) => uid);
    // Both have a text of their own that titles them ("2026", the issuer's name).
    expect(untitled).toEqual(['api::site-setting.site-setting', 'api::sponsorship-invoice.sponsorship-invoice']);
  });

  it('gives each registration switch a label of its own, short enough for half a row, and a hint', () => {
    const { fields } = EDITOR_HELP['api::site-setting.site-setting']!;
    const switches = Object.keys(fields).filter((field) => field.endsWith('Open'));
    expect(switches).toHaveLength(6);
    const labels = switches.map((field) => fields[field]!.label);
    expect(new Set(labels).size).toBe(6);
    for (const field of switches) {
      expect(fields[field]!.label.length, field).toBeLessThanOrEqual(32);
      expect(fields[field]!.description, field).toMatch(/^Off: /);
    }
  });

  it('lays out every site setting once, no row wider than the form', () => {
    const rows = EDITOR_HELP['api::site-setting.site-setting']!.editRows!;
    const placed = rows.flat().map(([name]) => name);
    expect([...placed].sort()).toEqual(Object.keys(ALL['api::site-setting.site-setting']!.attributes).sort());
    for (const row of rows) expect(row.reduce((sum, [, size]) => sum + size, 0)).toBeLessThanOrEqual(12);
  });
});

describe('wantedEditLayout', () => {
  const schemaOrder: Array<[string, number]> = [
    ['year', 6],
    ['aOpen', 4],
    ['bOpen', 4],
    ['aClosesAt', 6],
    ['bClosesAt', 6],
  ];
  /** Strapi's default: the fields in schema order, filled into rows of 12. */
  const strapiDefault = [
    [
      { name: 'year', size: 6 },
      { name: 'aOpen', size: 4 },
    ],
    [
      { name: 'bOpen', size: 4 },
      { name: 'aClosesAt', size: 6 },
    ],
    [{ name: 'bClosesAt', size: 6 }],
  ];
  const ours: Array<Array<[string, number]>> = [
    [['year', 6]],
    [
      ['aOpen', 6],
      ['aClosesAt', 6],
    ],
    [
      ['bOpen', 6],
      ['bClosesAt', 6],
    ],
  ];
  const oursAsStored = ours.map((row) => row.map(([name, size]) => ({ name, size })));

  it('replaces Strapi’s default with the rows asked for', () => {
    expect(wantedEditLayout(strapiDefault, ours, schemaOrder, undefined)).toEqual(oursAsStored);
  });

  it('takes a default whose rows broke otherwise (a field removed since) for a default too', () => {
    const rebroken = [
      [{ name: 'year', size: 6 }],
      [
        { name: 'aOpen', size: 4 },
        { name: 'bOpen', size: 4 },
      ],
      [
        { name: 'aClosesAt', size: 6 },
        { name: 'bClosesAt', size: 6 },
      ],
    ];
    expect(wantedEditLayout(rebroken, ours, schemaOrder, undefined)).toEqual(oursAsStored);
  });

  it('keeps what a super admin arranged, and brings its own earlier rows up to date', () => {
    const arranged = [[{ name: 'aOpen', size: 12 }], ...strapiDefault.slice(1), [{ name: 'year', size: 6 }]];
    expect(wantedEditLayout(arranged, ours, schemaOrder, undefined)).toBeNull();
    const earlier = [[{ name: 'year', size: 12 }], [{ name: 'aOpen', size: 6 }], ...strapiDefault.slice(1)];
    expect(wantedEditLayout(earlier, ours, schemaOrder, earlier)).toEqual(oursAsStored);
  });

  it('keeps a field the rows do not name, after them, and drops one the form no longer has', () => {
    const withNote = [...strapiDefault, [{ name: 'note', size: 6 }]];
    const order: Array<[string, number]> = [...schemaOrder, ['note', 6]];
    expect(wantedEditLayout(withNote, [...ours, [['gone', 6]]], order, undefined)).toEqual([
      ...oursAsStored,
      [{ name: 'note', size: 6 }],
    ]);
  });
});
