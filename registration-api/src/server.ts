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
