import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.astro', '.strapi', '.tmp', 'build', '.cache', 'test-support']);

/** Hash of every file under the given paths (names and contents), plus any extra strings. */
export function hashInputs(paths: string[], extra: string[] = []): string {
  const hash = createHash('sha256');
  const visit = (target: string) => {
    if (!fs.existsSync(target)) return;
    const stat = fs.statSync(target);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target).sort()) if (!SKIP.has(entry)) visit(path.join(target, entry));
    } else if (!/\.test\.[cm]?tsx?$/.test(target)) {
      // Tests do not go into a build.
      hash.update(target).update('\0').update(fs.readFileSync(target)).update('\0');
    }
  };
  for (const p of paths) visit(p);
  for (const e of extra) hash.update(e).update('\0');
  return hash.digest('hex');
}

/** Runs `build` unless the stamp file already records this hash; writes the stamp after a good build. */
export async function buildIfChanged(
  stampFile: string,
  inputsHash: string,
  build: () => Promise<void>,
): Promise<'built' | 'reused'> {
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === inputsHash) return 'reused';
  await build();
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, inputsHash);
  return 'built';
}
