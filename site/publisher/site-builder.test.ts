import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ASSETS_OUTLIVE_MS,
  astroBuild,
  buildAndSwap,
  buildFailureOf,
  currentLink,
  readCurrentStamp,
  type BuildRunner,
} from './site-builder.ts';

// The runner stands in for `astro build` (which needs a CMS); the swap, check and prune are the real code.
const writes =
  (html: string): BuildRunner =>
  async (outDir) => {
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'index.html'), html);
  };

let root: string;
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const live = () => fs.readFileSync(path.join(currentLink(root), 'index.html'), 'utf8');

describe('site builds and the atomic swap', () => {
  it('swaps current to each new build and keeps the last three', async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-publish-'));
    for (let i = 1; i <= 5; i++) {
      await buildAndSwap(root, writes(`<h1>build ${i}</h1>`), { sources: 's', content: `c${i}` });
      expect(live()).toBe(`<h1>build ${i}</h1>`);
    }
    expect(fs.readdirSync(path.join(root, 'builds'))).toHaveLength(3);
    expect(fs.lstatSync(currentLink(root)).isSymbolicLink()).toBe(true);
    expect(readCurrentStamp(root)).toMatchObject({ sources: 's', content: 'c5' });
  });

  it('leaves the live build alone when a build fails or writes no page', async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-publish-'));
    await buildAndSwap(root, writes('<h1>good</h1>'), { sources: 's', content: 'c1' });

    const failing: BuildRunner = async () => {
      throw new Error('CMS content "footer" does not fit the site');
    };
    await expect(buildAndSwap(root, failing, { sources: 's', content: 'c2' })).rejects.toThrow(/footer/);
    const empty: BuildRunner = async (outDir) => void fs.mkdirSync(outDir, { recursive: true });
    await expect(buildAndSwap(root, empty, { sources: 's', content: 'c3' })).rejects.toThrow(/no index.html/);

    expect(live()).toBe('<h1>good</h1>');
    expect(readCurrentStamp(root)?.content).toBe('c1');
    expect(fs.readdirSync(path.join(root, 'builds'))).toHaveLength(1);
  });

  it('keeps serving the scripts a page open since the last build still loads, for a day', async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-publish-'));
    const withAssets =
      (...names: string[]): BuildRunner =>
      async (outDir) => {
        await writes('<h1>page</h1>')(outDir);
        fs.mkdirSync(path.join(outDir, '_astro'));
        for (const name of names) fs.writeFileSync(path.join(outDir, '_astro', name), name);
      };
    const asset = (name: string) => path.join(currentLink(root), '_astro', name);

    await buildAndSwap(root, withAssets('valibot.OLD.js', 'form.OLD.js'), { sources: 's', content: 'c1' });
    // A script of the first build that has been carried for more than a day is left behind.
    const longAgo = new Date(Date.now() - ASSETS_OUTLIVE_MS - 60_000);
    fs.utimesSync(asset('form.OLD.js'), longAgo, longAgo);
    await buildAndSwap(root, withAssets('valibot.NEW.js'), { sources: 's', content: 'c2' });

    expect(fs.readFileSync(asset('valibot.OLD.js'), 'utf8')).toBe('valibot.OLD.js');
    expect(fs.existsSync(asset('valibot.NEW.js'))).toBe(true);
    expect(fs.existsSync(asset('form.OLD.js'))).toBe(false);
  });
});

describe('what a failed build says', () => {
  it('keeps the site’s words on the content that does not fit, not the stack Astro prints after them', () => {
    // As `astro build --silent` writes it when the CMS's content does not fit (cms-client.ts).
    const output = [
      'CMS content "grants-page" does not fit the site:',
      '  field "slides.4.image.alternativeText": needs alternative text (media library)',
      '  Location:',
      '    /srv/node_modules/astro/dist/core/render/route-cache.js:32:17',
      '  Stack trace:',
      ...Array.from({ length: 14 }, (_, n) => `    at frame${n} (file:///srv/site/chunk.mjs:${n}:1)`),
    ].join('\n');
    expect(buildFailureOf(output)).toBe(
      'CMS content "grants-page" does not fit the site:\n  field "slides.4.image.alternativeText": needs alternative text (media library)',
    );
    // Any other failure: its last lines.
    const other = Array.from({ length: 20 }, (_, n) => `line ${n}`).join('\n');
    expect(buildFailureOf(other)).toBe(Array.from({ length: 12 }, (_, n) => `line ${n + 8}`).join('\n'));
  });
});

describe('two builds at once', () => {
  // A real `astro build` of a two-page fixture (no CMS): npm start's publisher and a walk's stack build from
  // the same site/ folder, and Astro's scratch files must not be shared between them.
  const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'gated-site');
  const { GATE_FILE: _unset, ...env } = process.env;
  const pageFiles = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => path.join(entry.parentPath, entry.name));
  const missingAssets = (dir: string) =>
    pageFiles(dir).flatMap((page) =>
      [...fs.readFileSync(page, 'utf8').matchAll(/(?:href|src)="(\/_astro\/[^"]+)"/g)]
        .map((match) => match[1]!)
        .filter((asset) => !fs.existsSync(path.join(dir, asset))),
    );

  it('gives each build every stylesheet its pages load, when one finishes while the other is writing pages', async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-publish-'));
    const gate = path.join(root, 'gate');
    const log = path.join(root, 'build.log');
    const first = astroBuild('http://127.0.0.1:9', log, { ...env, GATE_FILE: gate }, fixture)(path.join(root, 'first'));
    // The first build is generating its pages (its gated page waits) when the second one runs from start to end.
    const waiting = new Promise<void>((resolve) => {
      const poll = setInterval(() => fs.existsSync(`${gate}.waiting`) && (clearInterval(poll), resolve()), 50);
    });
    await Promise.race([waiting, first]);
    await astroBuild('http://127.0.0.1:9', log, env, fixture)(path.join(root, 'second'));
    fs.writeFileSync(gate, '');
    await first;

    for (const build of ['first', 'second']) {
      const dir = path.join(root, build);
      expect(
        pageFiles(dir)
          .map((page) => path.relative(dir, page))
          .sort(),
      ).toEqual(['a-gated/index.html', 'index.html', 'z-last/index.html']);
      expect(missingAssets(dir)).toEqual([]);
    }
  }, 180_000);
});
