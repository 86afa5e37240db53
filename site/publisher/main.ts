import path from 'node:path';
import { loadPublisherConfig, type PublisherConfig } from './publisher-config.ts';
import { createPublisherServer, type PublisherState } from './publisher-server.ts';
import { RebuildQueue } from './rebuild-queue.ts';
import { astroBuild, publishIfChanged, readCurrentStamp } from './site-builder.ts';

// The site publisher: Strapi's webhook → debounced, one-at-a-time `astro build` → atomic swap (DESIGN.md §3).
let config: PublisherConfig;
try {
  config = loadPublisherConfig(process.env);
} catch (error) {
  console.error(`site publisher: ${(error as Error).message}`);
  process.exit(1);
}

const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);
const state: PublisherState = { lastBuild: readCurrentStamp(config.siteRoot) };
const run = astroBuild(config.cmsUrl, path.join(config.siteRoot, 'publisher-build.log'));

const queue = new RebuildQueue(
  async () => {
    const result = await publishIfChanged({
      siteRoot: config.siteRoot,
      cmsUrl: config.cmsUrl,
      run,
      ...(config.sourcesId === undefined ? {} : { sources: config.sourcesId }),
    });
    state.lastBuild = result.stamp;
    delete state.lastError;
    log(result.built ? `published a new build in ${result.stamp.seconds.toFixed(1)} s` : 'content unchanged: no build');
  },
  config.debounceMs,
  (error) => {
    state.lastError = { at: new Date().toISOString(), message: (error as Error).message };
    log(`build failed, the live site is unchanged: ${(error as Error).message}`);
  },
);

const server = createPublisherServer(config.token, queue, state);
server.listen(config.port, config.host, () => log(`listening on http://${config.host}:${config.port}`));
// GET /status shows lastBuild once the first build is live (the container's healthcheck waits for it).
if (config.publishOnStart) queue.request();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    // A build in flight finishes (or fails) before exit, so no half-written folder is left behind.
    void queue.idle().then(() => process.exit(0));
  });
}
