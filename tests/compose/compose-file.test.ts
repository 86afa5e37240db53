import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import ajvFormats from 'ajv-formats';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@stem/dev/stack/paths';
import { API_ENV_VARIABLES, ConfigError, loadConfig } from '@stem/registration-api/config';
import { securityHeadersFor } from '@stem/registration-api/security-headers';
import { loadPublisherConfig } from '@stem/site/publisher/publisher-config';

// docker-compose.yml checked offline (no Docker engine here or in CI): the Compose Specification's schema,
// the variables each service validates at start, healthchecks and start order, secrets, the Dockerfiles and
// the proxy's security headers. compose-spec.json is vendored verbatim from the handbook's
// shared/data/compose-spec.json (the Compose Specification's JSON schema, draft-07).

const read = (file: string) => fs.readFileSync(`${repoRoot}/${file}`, 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  healthcheck?: { test: string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }> | string[];
  restart?: string;
  ports?: string[];
  volumes?: string[];
  networks?: Record<string, { aliases?: string[] }>;
}
interface ComposeFile {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
}

const raw = read('docker-compose.yml');
const compose = parse(raw) as ComposeFile;
const services = compose.services;

/** Compose's interpolation: $$, ${VAR}, ${VAR:?err}, ${VAR?err}, ${VAR:-default}, ${VAR-default}. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Z0-9_]+)(?:(:?[?-])([^}]*))?\}/g,
    (match, name?: string, op?: string, arg?: string) => {
      if (match === '$$') return '$';
      const set = env[name!];
      if (op === ':?' || op === '?') {
        if (set === undefined || (op === ':?' && set === '')) throw new Error(`${name} is required: ${arg}`);
        return set;
      }
      if (op === ':-') return set ? set : arg!;
      if (op === '-') return set ?? arg!;
      return set ?? '';
    },
  );
}

const referenced = [...new Set([...raw.matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((m) => m[1]!))];
/** A throwaway .env: every required variable set to something valid for it; the others keep their defaults. */
const throwawayEnv: Record<string, string> = Object.fromEntries(
  referenced.map((name) => [
    name,
    name.endsWith('HOSTNAME')
      ? `${name.split('_')[0]!.toLowerCase()}.example.org`
      : name.endsWith('EMAIL')
        ? `${name.toLowerCase().replace(/_/g, '.')}@example.org`
        : `x${name.length}`.padEnd(48, 'k'),
  ]),
);
throwawayEnv.CMS_ADMIN_EMAIL = 'staff@example.org';

const environmentOf = (service: string, env: Record<string, string> = throwawayEnv): Record<string, string> =>
  Object.fromEntries(
    Object.entries(services[service]!.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), env)]),
  );

// A token is a secret; a token's lifetime (ACCESS_TOKEN_MINUTES) is not.
const SECRET_NAME = /PASSWORD|SECRET|_KEY$|_KEYS$|TOKEN$|SALT/;

describe('docker-compose.yml', () => {
  it('is valid against the Compose Specification schema', () => {
    const schema = JSON.parse(read('tests/compose/compose-spec.json')) as Record<string, unknown>;
    delete schema.$schema; // https://…/draft-07/schema: ajv's default draft is 07 already
    const ajv = new Ajv({ allErrors: true, strict: false });
    ajvFormats.default(ajv); // CommonJS: the plugin is the module's `default`
    const validate = ajv.compile(schema);
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it("stays inside what Debian's docker-compose 1.29 accepts", () => {
    expect(Object.keys(compose)).not.toContain('name');
    const text = JSON.stringify(compose);
    expect(text).not.toMatch(/"(start_interval|develop)"/);
    for (const service of Object.values(services)) {
      for (const dependency of Object.values(service.depends_on ?? {}))
        expect(dependency).not.toHaveProperty('required');
    }
  });

  // Debian's docker-compose 1.29 also resolves ${VAR:?} and depends_on; where it is installed it must agree.
  const dockerCompose = spawnSync('docker-compose', ['version'], { encoding: 'utf8' }).status === 0;
  it.skipIf(!dockerCompose)('passes `docker-compose config -q` with a throwaway env file (where installed)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compose-'));
    const envFile = path.join(dir, 'throwaway.env');
    fs.writeFileSync(
      envFile,
      Object.entries(throwawayEnv)
        .map(([k, v]) => `${k}=${v}`)
        .join('\n') + '\n',
    );
    const run = (file: string) =>
      spawnSync('docker-compose', ['-f', 'docker-compose.yml', '--env-file', file, 'config', '-q'], {
        cwd: repoRoot,
        encoding: 'utf8',
      });
    try {
      expect(run(envFile).stderr).toBe('');
      fs.writeFileSync(envFile, '');
      expect(run(envFile).stderr).toMatch(/Missing mandatory value/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs the engines the issue names', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'cms',
        'keycloak',
        'mailpit',
        'mongodb',
        'postgres',
        'proxy',
        'redis',
        'registration-api',
        'site-publisher',
      ].sort(),
    );
    for (const [name, service] of Object.entries(services)) {
      if (service.image) expect(service.image, `${name} pins a version`).toMatch(/:[\w.-]*\d[\w.-]*$/);
    }
  });

  it('gives the API the Redis it shares rate limits and captcha records through, with its password', () => {
    const api = environmentOf('registration-api');
    const redis = environmentOf('redis');
    expect(api.REDIS_URL).toBe(`redis://:${redis.REDIS_PASSWORD}@redis:6379`);
    expect(services['registration-api']!.depends_on).toMatchObject({ redis: { condition: 'service_healthy' } });
  });

  it('gives every service a healthcheck, a restart policy and a healthy start order', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.healthcheck?.test, `${name} healthcheck`).toBeDefined();
      expect(service.healthcheck?.disable, `${name} healthcheck`).not.toBe(true);
      expect(service.restart, `${name} restart`).toBe('unless-stopped');
      const dependsOn = service.depends_on ?? {};
      expect(Array.isArray(dependsOn), `${name}: depends_on with conditions`).toBe(false);
      for (const [dependency, { condition }] of Object.entries(dependsOn)) {
        expect(services[dependency], `${name} depends on ${dependency}`).toBeDefined();
        expect(condition, `${name} → ${dependency}`).toBe('service_healthy');
      }
    }
  });

  it('publishes ports only for the proxy and, on the staff address, the CMS admin, Mailpit and Keycloak admin', () => {
    const publishing = Object.entries(services).filter(([, s]) => s.ports?.length);
    expect(publishing.map(([name]) => name).sort()).toEqual(['cms', 'keycloak', 'mailpit', 'proxy']);
    for (const [name, service] of publishing) {
      if (name === 'proxy') continue;
      for (const port of service.ports!) expect(port, name).toMatch(/^\$\{STAFF_BIND_ADDRESS:-127\.0\.0\.1\}:\d+:\d+$/);
    }
  });

  it('keeps data in named volumes; files from the repository are mounted read-only', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const volume of service.volumes ?? []) {
        const [source] = volume.split(':');
        if (source!.startsWith('./')) expect(volume, name).toMatch(/:ro$/);
        else expect(Object.keys(compose.volumes), `${name}: ${volume}`).toContain(source);
      }
    }
  });

  it('has no default for any secret: each is ${VAR:?…} from the env file', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (!SECRET_NAME.test(key) || key === 'MONGO_INITDB_ROOT_USERNAME') continue;
        expect(String(value), `${name}.${key}`).toMatch(/^\$\{[A-Z0-9_]+:\?[^}]+\}$/);
      }
      if (name === 'registration-api') {
        expect(service.environment!.MONGODB_URI).toMatch(/\$\{MONGO_ROOT_PASSWORD:\?[^}]+\}/);
      }
    }
    const defaulted = [...raw.matchAll(/\$\{([A-Z0-9_]+):?-/g)].map((m) => m[1]!);
    expect(defaulted.filter((variable) => SECRET_NAME.test(variable))).toEqual([]);
    // Without the env file nothing starts: every secret names itself.
    expect(() => environmentOf('registration-api', {})).toThrow(/is required/);
  });

  it('sets every variable the registration API requires in production, and only variables it reads', () => {
    const full = environmentOf('registration-api');
    expect(full).toMatchObject({ NODE_ENV: 'production', STORE: 'mongodb' });
    expect(Object.keys(full).filter((key) => !API_ENV_VARIABLES.includes(key))).toEqual([]);

    // What production with MongoDB asks for, one refusal at a time, each answered from the compose file.
    const env: Record<string, string> = { NODE_ENV: full.NODE_ENV!, STORE: full.STORE! };
    const required = new Set<string>();
    for (let round = 0; round < 20; round += 1) {
      try {
        loadConfig(env);
        break;
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        for (const variable of error.variables) {
          expect(full[variable], `${variable} (${error.message})`).toBeDefined();
          env[variable] = full[variable]!;
          required.add(variable);
        }
      }
    }
    expect([...required].sort()).toEqual(
      expect.arrayContaining([
        'ALTCHA_HMAC_KEY',
        'AUTH_SECRET',
        'CHECKIN_HMAC_KEY',
        'CMS_API_TOKEN',
        'CONTACT_FALLBACK_EMAIL',
        'MONGODB_URI',
        'OIDC_CLIENT_ID',
        'OIDC_CLIENT_SECRET',
        'OIDC_ISSUER_URL',
        'PUBLIC_SITE_URL',
      ]),
    );

    const config = loadConfig(full);
    expect(config.store).toMatchObject({ kind: 'mongodb' });
    expect(full.MONGODB_URI).toMatch(/^mongodb:\/\/[^@]+@mongodb:27017\/\?.*replicaSet=rs0/);
    expect(config.mail.smtpUrl).toBe('smtp://mailpit:1025');
    // Mailpit keeps mail unsent: a relay set in .env is the one the API sends through.
    const relay = 'smtps://mailer:pw@smtp.example.org:465';
    expect(environmentOf('registration-api', { ...throwawayEnv, SMTP_URL: relay }).SMTP_URL).toBe(relay);
    expect(config.cmsUrl).toBe('http://cms:1337');
    expect(config.siteDir).toBeUndefined();
    expect(config.auth.oidc?.issuerUrl).toBe(`https://${throwawayEnv.AUTH_HOSTNAME}/realms/stem`);
    expect(config.auth.oidc?.signupParams).toEqual({ prompt: 'create' });
    expect(config.publicSiteUrl).toBe(`https://${throwawayEnv.SITE_HOSTNAME}`);
  });

  it('decides every variable the API reads: set, taken from .env, or not used with MongoDB behind a proxy', () => {
    // The SQLite store's files, the one-origin site and the demo group are npm start's; compose runs MongoDB,
    // GridFS, Caddy and Keycloak (whose scopes the API's default asks for), and sends mail, never to a folder.
    const unused = [
      'SQLITE_PATH',
      'SQLITE_BUSY_WAIT_MS',
      'FILES_DIR',
      'SITE_DIR',
      'SEED_DEMO_GROUPS',
      'OUTBOX_DIR',
      'RECAPTCHA_SECRET_KEY',
      'RECAPTCHA_SITE_KEY',
      'OIDC_SCOPES',
    ];
    const api = services['registration-api']!.environment ?? {};
    expect(API_ENV_VARIABLES.filter((name) => !(name in api) && !unused.includes(name))).toEqual([]);
    // A tuning set in .env reaches the API, and its absence leaves the API's default.
    expect(
      environmentOf('registration-api', { ...throwawayEnv, RATE_LIMIT_CREATES: '300/15m' }).RATE_LIMIT_CREATES,
    ).toBe('300/15m');
    expect(loadConfig(environmentOf('registration-api')).rateLimits.creates).toEqual({ max: 150, windowMs: 900_000 });
  });

  it("sets the CMS's required secrets and PostgreSQL", () => {
    const cms = environmentOf('cms');
    // `env('X')!` in cms/config is a value Strapi cannot start without; JWT_SECRET is users-permissions' own.
    const configs = fs.readdirSync(`${repoRoot}/cms/config`).map((file) => read(`cms/config/${file}`));
    const required = configs.flatMap((text) =>
      [...text.matchAll(/env(?:\.\w+)?\('([A-Z0-9_]+)'\)!/g)].map((m) => m[1]!),
    );
    expect(required.sort()).toEqual([
      'ADMIN_JWT_SECRET',
      'API_TOKEN_SALT',
      'APP_KEYS',
      'ENCRYPTION_KEY',
      'TRANSFER_TOKEN_SALT',
    ]);
    for (const variable of [...required, 'JWT_SECRET', 'DATABASE_PASSWORD', 'CMS_ADMIN_EMAIL', 'CMS_ADMIN_PASSWORD']) {
      expect(cms[variable], variable).toBeTruthy();
    }
    expect(cms).toMatchObject({ NODE_ENV: 'production', DATABASE_CLIENT: 'postgres', DATABASE_HOST: 'postgres' });
    expect(cms.DATABASE_USERNAME).toBe(services.postgres!.environment!.POSTGRES_USER);
    expect(cms.DATABASE_NAME).toBe(services.postgres!.environment!.POSTGRES_DB);
    expect(cms.DATABASE_PASSWORD).toBe(environmentOf('postgres').POSTGRES_PASSWORD);
    expect(JSON.parse(read('cms/package.json')).dependencies.pg).toBeDefined();
  });

  it('gives the CMS and the API the same read-only CMS token, and the publisher none', () => {
    const cms = environmentOf('cms');
    expect(cms.CMS_API_TOKEN).toBeTruthy();
    expect(environmentOf('registration-api').CMS_API_TOKEN).toBe(cms.CMS_API_TOKEN);
    expect(environmentOf('site-publisher').CMS_API_TOKEN).toBeUndefined();
  });

  it('wires the publisher: CMS webhook in, builds into the volume the proxy serves', () => {
    const publisherEnv = environmentOf('site-publisher');
    const publisher = loadPublisherConfig(publisherEnv);
    expect(publisher.publishOnStart).toBe(true);
    const cms = environmentOf('cms');
    expect(cms.SITE_REBUILD_WEBHOOK_URL).toBe(`http://site-publisher:${publisher.port}/rebuild`);
    expect(cms.SITE_REBUILD_TOKEN).toBe(publisher.token);
    expect(publisherEnv.CMS_URL).toBe('http://cms:1337');

    const mountOf = (service: string, volume: string) =>
      services[service]!.volumes!.map((v) => v.split(':')).find(([source]) => source === volume)?.[1];
    expect(mountOf('site-publisher', 'site')).toBe(publisher.siteRoot);
    expect(services.proxy!.volumes).toContain(`site:${publisher.siteRoot}:ro`);
    expect(read('site/proxy/Caddyfile')).toContain(`root * {$CADDY_SITE_ROOT:${publisher.siteRoot}/current}`);
  });

  it('points Keycloak at the realm file, whose client matches the API', () => {
    const keycloak = services.keycloak!;
    expect(keycloak.image).toMatch(/^quay\.io\/keycloak\/keycloak:\d+\.\d+/);
    expect(JSON.stringify(keycloak)).toContain('--import-realm');
    const realm = JSON.parse(read('registration-api/deploy/keycloak/stem-realm.json')) as {
      realm: string;
      registrationAllowed: boolean;
      verifyEmail: boolean;
      smtpServer: { host: string; port: string };
      roles: { realm: Array<{ name: string }> };
      clients: Array<{
        clientId: string;
        publicClient: boolean;
        secret: string;
        redirectUris: string[];
        attributes: Record<string, string>;
        protocolMappers: Array<{ protocolMapper: string; config: Record<string, string> }>;
      }>;
    };
    const api = environmentOf('registration-api');
    expect(api.OIDC_ISSUER_URL).toMatch(new RegExp(`/realms/${realm.realm}$`));
    expect(realm).toMatchObject({
      registrationAllowed: true,
      verifyEmail: true,
      smtpServer: { host: 'mailpit', port: '1025' },
    });
    const client = realm.clients.find((c) => c.clientId === api.OIDC_CLIENT_ID)!;
    expect(client).toMatchObject({ publicClient: false, secret: '${OIDC_CLIENT_SECRET}' });
    expect(client.redirectUris).toEqual(['${PUBLIC_SITE_URL}/auth/callback']);
    expect(client.attributes['post.logout.redirect.uris']).toBe('${PUBLIC_SITE_URL}/');
    // Staff: the role the API looks for exists, and the client puts the realm roles where the API reads them.
    expect(realm.roles.realm.map((role) => role.name)).toContain(api.STAFF_ROLE);
    expect(client.protocolMappers).toContainEqual(
      expect.objectContaining({
        protocolMapper: 'oidc-usermodel-realm-role-mapper',
        config: expect.objectContaining({ 'claim.name': api.STAFF_ROLE_CLAIM, 'id.token.claim': 'true' }),
      }),
    );
    // The realm's placeholders are Keycloak's environment, with the API's values.
    const kc = environmentOf('keycloak');
    expect(kc.OIDC_CLIENT_SECRET).toBe(api.OIDC_CLIENT_SECRET);
    expect(kc.PUBLIC_SITE_URL).toBe(api.PUBLIC_SITE_URL);
    expect(kc.KC_HOSTNAME).toBe(new URL(api.OIDC_ISSUER_URL!).origin);
    expect(interpolate(services.proxy!.networks!.default!.aliases![0]!, throwawayEnv)).toBe(
      new URL(api.OIDC_ISSUER_URL!).hostname,
    );
  });

  it('runs MongoDB as a replica set whose healthcheck initiates it', () => {
    const mongodb = services.mongodb!;
    expect(JSON.stringify(mongodb)).toMatch(/--replSet.*rs0/);
    const check = mongodb.healthcheck!.test.join(' ');
    expect(check).toContain("rs.initiate({ _id: 'rs0'");
    expect(check).toContain('isWritablePrimary');
  });
});

describe('the proxy sends the same page headers as npm start', () => {
  const caddyfile = read('site/proxy/Caddyfile');
  // A page's headers as the API sends them in production (https): the proxy serves the pages there.
  const { 'content-security-policy': pagePolicy, ...others } = securityHeadersFor('/', 'https://stem.example.org');
  const headers = Object.entries(others);

  it('reads them from security-headers.ts', () => {
    expect(pagePolicy).toBeDefined();
    expect(headers.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
        'strict-transport-security',
      ]),
    );
  });

  it('sets each of them on pages, and leaves /api and /auth to the API', () => {
    const pageBlock = caddyfile.slice(caddyfile.indexOf('root * '));
    expect(pageBlock).toContain(`Content-Security-Policy "${pagePolicy}"`);
    for (const [name, value] of headers) {
      expect(pageBlock.toLowerCase(), name).toContain(`${name} "${value}"`.toLowerCase());
    }
    const apiBlock = caddyfile.slice(caddyfile.indexOf('handle @backend'), caddyfile.indexOf('root * '));
    expect(caddyfile).toMatch(/@backend path \/api \/api\/\* \/auth \/auth\/\*/);
    expect(apiBlock).toContain('reverse_proxy {$CADDY_API_UPSTREAM:registration-api:8080}');
    expect(apiBlock).not.toMatch(/^\s*header/m);
  });
});

describe('the Dockerfiles', () => {
  for (const file of ['registration-api/Dockerfile', 'cms/Dockerfile', 'site/Dockerfile']) {
    it(`${file}: multi-stage, Node 24, npm ci from the root lockfile, runs as node`, () => {
      const text = read(file);
      const image = /^ARG NODE_IMAGE=(\S+)$/m.exec(text)?.[1];
      expect(image).toMatch(/^node:24-/);
      const froms = [...text.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
      expect(froms.length).toBeGreaterThanOrEqual(2);
      for (const from of froms) expect(from === '${NODE_IMAGE}' || from!.startsWith('node:24-'), from).toBe(true);
      expect(text).toMatch(/npm ci --workspace \S+ --omit=dev/);
      expect(text).toContain('COPY package.json package-lock.json');
      const finalStage = text.slice(text.lastIndexOf('\nFROM '));
      expect(finalStage).toMatch(/^USER node$/m);
      const build = Object.values(services).find((s) => s.build?.dockerfile === file)?.build;
      expect(build?.context, `${file} is built by docker-compose.yml from the root`).toBe('.');
    });
  }

  it('.dockerignore keeps installs, data, builds, git and test output out of the context', () => {
    const ignore = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '.git', 'data', '**/dist', '.env', 'test-results', '.test-output']) {
      expect(ignore).toContain(entry);
    }
  });
});
