import path from 'node:path';
import { loadEnvironment } from './env-file.ts';
import { repoRoot } from './paths.ts';
import { startStack } from './stack.ts';

// `npm start`: the whole product on embedded defaults, one origin, URLs printed, Ctrl-C stops it all.
loadEnvironment(path.join(repoRoot, '.env'));

const port = Number(process.env.PORT ?? 8080);
const cmsPort = Number(process.env.CMS_PORT ?? 1337);
const publisherPort = Number(process.env.PUBLISHER_PORT ?? 4322);
const idpPort = Number(process.env.IDP_PORT ?? 4011);
for (const [name, value] of [
  ['PORT', port],
  ['CMS_PORT', cmsPort],
  ['PUBLISHER_PORT', publisherPort],
  ['IDP_PORT', idpPort],
] as const) {
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`npm start: ${name} must be a port number (1-65535), got "${process.env[name]}"`);
    process.exit(1);
  }
}

const say = (line: string) => console.log(`» ${line}`);
const dataDir = path.resolve(repoRoot, process.env.DATA_DIR ?? 'data');
// Where the banner says things are kept: data/… as a path from here, or the DATA_DIR given.
const shown = (...parts: string[]) => path.relative(process.cwd(), path.join(dataDir, ...parts)) || '.';
let stack: Awaited<ReturnType<typeof startStack>>;
try {
  stack = await startStack({
    dataDir,
    port,
    cmsPort,
    publisherPort,
    idpPort,
    echo: process.env.STACK_ECHO === '1',
    say,
  });
} catch (error) {
  console.error(`\nnpm start failed: ${(error as Error).message}`);
  process.exit(1);
}

const passwordNote = process.env.CMS_ADMIN_PASSWORD
  ? 'password from CMS_ADMIN_PASSWORD'
  : `password ${stack.adminPassword} (kept in ${shown('secrets.json')})`;
console.log(`
STEM Career Day is running.
  Site         http://localhost:${port}/
  API health   http://localhost:${port}/api/health
  Sign-in      ${stack.issuerUrl}  (${process.env.OIDC_ISSUER_URL ? 'OIDC_ISSUER_URL' : 'local identity provider: sign up from the site; verification mail goes to ' + shown('outbox')})
  CMS admin    http://localhost:${cmsPort}/admin  (${stack.adminEmail}, ${passwordNote})
  Staff desk   http://localhost:${port}/staff  (sign in as ${stack.staffEmails}; STAFF_EMAILS)
Publishing in the CMS rebuilds the site within seconds. Logs are in ${shown('logs')}. Press Ctrl-C to stop.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    say('Stopping…');
    stack.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
