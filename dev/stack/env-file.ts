import fs from 'node:fs';
import { parseEnv } from 'node:util';
import { setVariables } from '@stem/shared/config/parse-environment';

/**
 * `npm start`'s environment: the `.env` file's values under those already set (the shell wins, as with
 * `process.loadEnvFile`), then every empty value taken as unset, as each service reads one (setVariables).
 * `.env.example` once showed `OIDC_ISSUER_URL=` and `STAFF_EMAILS=` empty: a launcher reading them as set
 * replaced its own defaults with '' (no local sign-in, no staff), so copying the example broke `npm start`
 * (qa16b). An operator's `.env` may still hold such lines.
 */
export function loadEnvironment(file: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (fs.existsSync(file)) {
    for (const [name, value] of Object.entries(parseEnv(fs.readFileSync(file, 'utf8')))) {
      if (env[name] === undefined) env[name] = value;
    }
  }
  const set = setVariables(env);
  for (const name of Object.keys(env)) if (!Object.hasOwn(set, name)) Reflect.deleteProperty(env, name);
  return env;
}
