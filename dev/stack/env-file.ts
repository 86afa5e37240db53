import fs from 'node:fs';
import { parseEnv } from 'node:util';

/**
 * `npm start`'s environment: the `.env` file's values under those already set (the shell wins, as with
 * `process.loadEnvFile`), then every empty value taken as unset, as each service reads one. `.env.example`
 * shows `OIDC_ISSUER_URL=` and `STAFF_EMAILS=` empty: a launcher reading them as set replaced its own
 * defaults with '' (no local sign-in, no staff), so copying the example broke `npm start` (qa16b).
 */
export function loadEnvironment(file: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (fs.existsSync(file)) {
    for (const [name, value] of Object.entries(parseEnv(fs.readFileSync(file, 'utf8')))) {
      if (env[name] === undefined) env[name] = value;
    }
  }
  for (const [name, value] of Object.entries(env)) if (value === '') Reflect.deleteProperty(env, name);
  return env;
}
