import path from 'node:path';
import type { Core } from '@strapi/strapi';

// SQLite is the zero-set-up default (npm start, CI); PostgreSQL is what docker-compose runs.
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env('DATABASE_URL'),
          host: env('DATABASE_HOST', 'localhost'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'strapi'),
          user: env('DATABASE_USERNAME', 'strapi'),
          password: env('DATABASE_PASSWORD', ''),
          ssl: env.bool('DATABASE_SSL', false),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }
  if (client !== 'sqlite') {
    throw new Error(`DATABASE_CLIENT must be "sqlite" or "postgres" (got "${client}")`);
  }

  // Compiled config lives in dist/config: the app root is two levels up. An absolute path wins.
  const appRoot = path.join(__dirname, '..', '..');
  const filename = env('DATABASE_FILENAME', '../data/cms.sqlite');
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: path.resolve(appRoot, filename) },
      useNullAsDefault: true,
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
  };
};

export default config;
