import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { e2eCmsPort, e2eIdpPort, e2ePort, e2ePublisherPort } from '../playwright.config.ts';
import { LOCAL_STAFF_EMAIL, startStack } from '@stem/dev/stack/stack';

/**
 * Starts the same stack as `npm start`, on its own ports and a throwaway data folder, and returns the
 * teardown that stops it (by process group) and removes the folder.
 */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-e2e-'));
  // Two organisers: the desk's walk and the group walk's (who answers a removal request) sign up apart.
  const staffEmails = process.env.STAFF_EMAILS ?? `${LOCAL_STAFF_EMAIL},groups.desk@stem-career-day.local`;
  const stack = await startStack({
    env: { ...process.env, STAFF_EMAILS: staffEmails },
    dataDir,
    port: e2ePort,
    cmsPort: e2eCmsPort,
    publisherPort: e2ePublisherPort,
    idpPort: e2eIdpPort,
    echo: false,
    say: (line) => console.log(`[e2e stack] ${line}`),
  });
  process.env.E2E_CMS_URL = stack.cmsUrl;
  process.env.E2E_PUBLISHER_URL = stack.publisherUrl;
  process.env.E2E_OUTBOX_DIR = path.join(dataDir, 'outbox');
  process.env.E2E_ISSUER_URL = stack.issuerUrl;
  process.env.E2E_ADMIN_EMAIL = stack.adminEmail;
  process.env.E2E_ADMIN_PASSWORD = stack.adminPassword;
  const [deskStaff, groupsStaff] = stack.staffEmails.split(',').map((email) => email.trim());
  process.env.E2E_STAFF_EMAIL = deskStaff!;
  process.env.E2E_GROUPS_STAFF_EMAIL = groupsStaff ?? deskStaff!;
  return async () => {
    await stack.stop();
    if (process.env.E2E_KEEP_DATA !== '1') fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
