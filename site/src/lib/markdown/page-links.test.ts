import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SITE_PAGES, unknownPagesIn } from './page-links.ts';

const pagesDir = fileURLToPath(new URL('../../pages/', import.meta.url));

/** Every .astro page of the pages folder as its address ("index.astro" is "/", "staff/check-in.astro" too). */
function pagesOfFolder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return pagesOfFolder(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    if (!entry.name.endsWith('.astro')) return [];
    const name = entry.name.replace(/\.astro$/, '');
    return [name === 'index' ? prefix || '/' : `${prefix}/${name}`];
  });
}

describe('links of CMS text to the site’s own pages', () => {
  it('knows every page of the pages folder, and no other', () => {
    expect([...SITE_PAGES].sort()).toEqual(pagesOfFolder(pagesDir).sort());
  });

  it('names the links to no page of the site (qa25a: "/maps" for /map)', () => {
    expect(
      unknownPagesIn(
        'See [the map](/maps), [register](/register?x=1#top), [day](/map/), [a file](/files/rules.pdf) and [log in](/auth/login?returnTo=/multiple).',
      ),
    ).toEqual(['/maps']);
  });

  it('leaves links to other sites, to mail and within the page alone', () => {
    expect(unknownPagesIn('[a](https://example.com/x) [b](mailto:a@b.c) [c](#faq) [d](//cdn.example/x)')).toEqual([]);
  });
});
