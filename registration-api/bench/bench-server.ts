import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { SqliteRegistrationStore } from '../src/store/sqlite-registration-store.ts';
import { cmsWithEvents } from '../src/test-support/student-fixtures.ts';

/**
 * One server for create-throughput.ts, in its own process so that autocannon does not share its event loop.
 *   node bench-server.ts app <dir>   the real registration API (captcha, switches, schema, store, mail)
 *   node bench-server.ts bare <dir>  a bare Fastify route doing one store insert: the floor to compare with
 * Both keep SQLite in <dir>/registrations.sqlite; the app writes its mail to <dir>/outbox. Prints
 * `{"port":N}` once listening and closes cleanly on SIGTERM, so the store can be counted afterwards.
 */
const [mode, dir] = process.argv.slice(2);
if ((mode !== 'app' && mode !== 'bare') || !dir) {
  console.error('usage: bench-server.ts app|bare <dir>');
  process.exit(2);
}
const sqlitePath = path.join(dir, 'registrations.sqlite');

let server: FastifyInstance;
if (mode === 'app') {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SQLITE_PATH: sqlitePath,
    OUTBOX_DIR: path.join(dir, 'outbox'),
    // The CMS is the stand-in (every switch open, events for the .ics): this measures the API, not Strapi.
    CMS_URL: 'http://127.0.0.1:9',
    // The cheapest proof of work: the bench measures verifying, which costs the same at any difficulty.
    ALTCHA_COST: '1',
    ALTCHA_COUNTER_MAX: '2',
    // Every request comes from 127.0.0.1; production limits would turn the run into a 429 benchmark.
    RATE_LIMIT_GENERAL: '9999999/1s',
    RATE_LIMIT_CREATES: '9999999/1s',
  });
  server = await buildApp(config, { cmsFetch: cmsWithEvents().fetch });
} else {
  const store = new SqliteRegistrationStore(sqlitePath);
  server = Fastify({ logger: false, bodyLimit: 128 * 1024 });
  server.post<{ Body: { email: string } }>('/api/bare-insert', async (request) => {
    const stored = await store.insert({ regType: 'MSIND', email: request.body.email, data: request.body });
    return { code: 0, regId: stored.regId };
  });
  server.addHook('onClose', () => store.close());
}

await server.listen({ host: '127.0.0.1', port: 0 });
const address = server.server.address();
if (!address || typeof address === 'string') throw new Error('bench server: no TCP address');
console.log(JSON.stringify({ port: address.port }));

process.once('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
