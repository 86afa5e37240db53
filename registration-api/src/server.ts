import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';

// Entry point: validate the environment, build, listen, and close cleanly on SIGINT/SIGTERM.
let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`registration-api: ${error.message}`);
  process.exit(1);
}

const app = await buildApp(config);

// A crash says why before the process ends; the supervisor (the launcher, or compose's restart policy)
// starts it again. Continuing after an uncaught error could leave a half-done write behind.
const die = (what: string) => (error: unknown) => {
  app.log.fatal({ err: error }, `${what}: the registration API stops`);
  process.exit(1);
};
process.on('uncaughtException', die('uncaught exception'));
process.on('unhandledRejection', die('unhandled promise rejection'));

await app.listen({ host: config.host, port: config.port });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
