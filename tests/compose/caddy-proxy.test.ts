import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '@stem/dev/stack/paths';

// The production proxy's Caddyfile, run: Debian's Caddy (installed by .ci/run) on loopback ports, with the
// file's {$…} values pointed at a temporary site folder and a stand-in API. What it holds: pages at their
// address, a page typed with capitals sent to it, other unknown paths to /error-404, /api forwarded with the
// API's own headers. Its text (headers against npm start's) is compose-file.test.ts's.

const caddyfile = path.join(repoRoot, 'site/proxy/Caddyfile');
const caddy = spawnSync('caddy', ['version'], { encoding: 'utf8' });
const hasCaddy = caddy.status === 0;

/** The site's pages (site/src/pages): each .astro file but the home page, folders' pages under theirs. */
function sitePages(dir = path.join(repoRoot, 'site/src/pages'), prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return sitePages(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    if (!entry.name.endsWith('.astro') || (prefix === '' && entry.name === 'index.astro')) return [];
    return [entry.name === 'index.astro' ? prefix : `${prefix}/${entry.name.slice(0, -'.astro'.length)}`];
  });
}

describe('the Caddyfile knows every page, for paths typed with capitals', () => {
  it('has one case-blind line per page of site/src/pages, and none for a page that is gone', () => {
    const lines = [...fs.readFileSync(caddyfile, 'utf8').matchAll(/^\s*~\(\?i\)\^(\S+)\/\?\$ (\S+)$/gm)];
    for (const [, pattern, page] of lines) expect(pattern, `the line for ${page}`).toBe(page);
    expect(lines.map((line) => line[2]).sort()).toEqual(sitePages().sort());
  });
});

if (!hasCaddy) {
  console.warn("\n!!! Caddy proxy tests SKIPPED: no `caddy` on PATH (.ci/run installs Debian's).\n");
  describe.skip('the production proxy, run by Caddy (no caddy binary)', () => {
    it('needs caddy', () => {});
  });
} else {
  describe('the production proxy, run by Caddy', () => {
    let site: string;
    let proxy: ChildProcess;
    let api: http.Server;
    let origin: string;

    /** A free loopback port (closed again at once: Caddy binds it a moment later). */
    const freePort = () =>
      new Promise<number>((resolve) => {
        const server = net.createServer().listen(0, '127.0.0.1', () => {
          const { port } = server.address() as net.AddressInfo;
          server.close(() => resolve(port));
        });
      });

    /** GET without following redirects. */
    const get = (url: string) => fetch(`${origin}${url}`, { redirect: 'manual' });

    beforeAll(async () => {
      site = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-caddy-site-'));
      const page = (route: string, text: string) => {
        fs.mkdirSync(path.join(site, route), { recursive: true });
        fs.writeFileSync(path.join(site, route, 'index.html'), `<h1>${text}</h1>`);
      };
      page('', 'Home');
      page('about', 'About');
      page('error-404', 'Not found');
      page('ms-ind-reg-edit', 'Edit');
      page('staff/check-in', 'Check-in');
      page('_astro', 'assets');
      fs.writeFileSync(path.join(site, '_astro', 'slideshow.Bx12.js'), 'export {};');

      api = http.createServer((request, response) => {
        response.setHeader('content-security-policy', "default-src 'none'");
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ status: 'ok', path: request.url }));
      });
      await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
      const [sitePort, authPort, adminPort] = [await freePort(), await freePort(), await freePort()];
      origin = `http://127.0.0.1:${sitePort}`;
      proxy = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
        env: {
          ...process.env,
          SITE_HOSTNAME: origin,
          AUTH_HOSTNAME: `http://127.0.0.1:${authPort}`,
          CADDY_ADMIN: `127.0.0.1:${adminPort}`,
          CADDY_SITE_ROOT: site,
          CADDY_API_UPSTREAM: `127.0.0.1:${(api.address() as net.AddressInfo).port}`,
          XDG_DATA_HOME: path.join(site, '.caddy-data'),
          XDG_CONFIG_HOME: path.join(site, '.caddy-config'),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let log = '';
      proxy.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
      for (let tries = 0; ; tries++) {
        if (proxy.exitCode !== null) throw new Error(`caddy exited with ${proxy.exitCode}:\n${log}`);
        try {
          await fetch(origin);
          break;
        } catch (error) {
          if (tries > 100) throw new Error(`caddy did not answer within 10 s:\n${log}`, { cause: error });
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    });

    afterAll(async () => {
      if (proxy && proxy.exitCode === null) {
        const exited = new Promise((resolve) => proxy.once('exit', resolve));
        proxy.kill('SIGTERM');
        await exited;
      }
      await new Promise((resolve) => api?.close(resolve));
      if (site) fs.rmSync(site, { recursive: true, force: true });
    });

    it('answers a page at its address with the page headers, and assets for good', async () => {
      const about = await get('/about');
      expect(about.status).toBe(200);
      expect(await about.text()).toContain('About');
      expect(about.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(about.headers.get('x-content-type-options')).toBe('nosniff');
      expect(about.headers.get('cache-control')).toBe('no-cache');
      expect((await get('/_astro/slideshow.Bx12.js')).headers.get('cache-control')).toBe(
        'public, max-age=31536000, immutable',
      );
      // SPEC §2's route parameter.
      expect(await (await get('/ms-ind-reg-edit/Xy_12-ab')).text()).toContain('Edit');
    });

    it('sends a page typed with capitals to the page, its query kept', async () => {
      const capitals = await get('/About');
      expect(capitals.status).toBe(301);
      expect(new URL(capitals.headers.get('location')!, origin).pathname).toBe('/about');
      const asked = await get('/ABOUT/?from=flyer');
      expect(new URL(asked.headers.get('location')!, origin).href).toBe(`${origin}/about?from=flyer`);
      expect(new URL((await get('/Staff/Check-In')).headers.get('location')!, origin).pathname).toBe('/staff/check-in');
    });

    it('sends any other unknown path to /error-404 (SPEC §2)', async () => {
      for (const url of ['/no-such-page', '/No-Such-Page', '/about/more']) {
        const answer = await get(url);
        expect(answer.status, url).toBe(302);
        expect(new URL(answer.headers.get('location')!, origin).pathname, url).toBe('/error-404');
      }
    });

    it('forwards /api to the API, whose answer keeps its own headers', async () => {
      const health = await get('/api/health');
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', path: '/api/health' });
      expect(health.headers.get('content-security-policy')).toBe("default-src 'none'");
    });
  });
}
