import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestCms } from '../test-support/test-cms.ts';

/** Boots the real Strapi on a fresh database, twice, and checks what the public API and the admin see. */
const cms = new TestCms('staff.admin@example.org');
const { base, admin } = cms;
const boot = (adminPassword: string, env?: Record<string, string>) => cms.boot(adminPassword, env);
const shutdown = () => cms.stop();

type SettingsEntry = Record<string, unknown>;
const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as { data: SettingsEntry },
});
const publicSettings = async () => json(await fetch(`${base}/api/site-setting`));

async function adminToken(password: string): Promise<string | undefined> {
  const response = await fetch(`${base}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password }),
  });
  if (response.status !== 200) return undefined;
  return ((await response.json()) as { data: { token: string } }).data.token;
}

describe('CMS on first and second boot', () => {
  beforeAll(() => boot(admin.password));
  afterAll(async () => {
    await cms.dispose();
  });

  let firstBootSettings: SettingsEntry;

  it('publishes the seeded site settings to the public API', async () => {
    const { status, body } = await publicSettings();
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      yearLabel: '2026',
      msIndividualOpen: true,
      msGroupOpen: true,
      hsIndividualOpen: true,
      hsChaperoneOpen: true,
      scholarshipOpen: true,
      companyOpen: true,
      studentExtensionActive: false,
      msRegistrationCloses: '3/16',
      studentExtensionDeadline: '1/19',
    });
    expect(body.data.publishedAt).toBeTruthy();
    firstBootSettings = body.data;
  });

  it.each([
    ['PUT', '/api/site-setting'],
    ['DELETE', '/api/site-setting'],
    ['POST', '/api/site-settings'],
  ])('refuses a public %s %s and changes nothing', async (method, url) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'DELETE' ? undefined : JSON.stringify({ data: { yearLabel: 'hacked', companyOpen: false } }),
    });
    expect([401, 403, 404, 405]).toContain(response.status);
    expect((await publicSettings()).body.data).toEqual(firstBootSettings);
  });

  it('creates the first admin from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD', async () => {
    expect(await adminToken(admin.password)).toEqual(expect.any(String));
    expect(await adminToken('Wrong-Password-1')).toBeUndefined();
  });

  it('serves the organisers’ contact addresses to the registration API’s token only, read-only', async () => {
    const publicList = await fetch(`${base}/api/contact-recipients`);
    expect([401, 403]).toContain(publicList.status);
    expect(await publicList.text()).not.toContain('@example.org');

    const list = await contactRecipients(cms.apiToken);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(10);
    expect(list.body.data.find((entry) => entry.subject === 'ms-reg')?.email).toBe(
      'middle-school.questions@example.org',
    );
    for (const entry of list.body.data) expect(entry.email).toMatch(/@example\.org$/);

    // The token reads nothing else and writes nothing, not even the addresses.
    const asApi = { authorization: `Bearer ${cms.apiToken}`, 'content-type': 'application/json' };
    expect((await fetch(`${base}/api/site-setting`, { headers: asApi })).status).toBe(403);
    const documentId = list.body.data[0]!.documentId;
    for (const [method, url] of [
      ['POST', '/api/contact-recipients'],
      ['PUT', `/api/contact-recipients/${documentId}`],
      ['DELETE', `/api/contact-recipients/${documentId}`],
      ['GET', `/api/contact-recipients/${documentId}`],
    ] as const) {
      const body =
        method === 'POST' || method === 'PUT' ? JSON.stringify({ data: { email: 'x@evil.test' } }) : undefined;
      const response = await fetch(`${base}${url}`, { method, headers: asApi, body });
      expect([403, 404, 405], `${method} ${url}`).toContain(response.status);
    }
    expect((await contactRecipients(cms.apiToken)).body.data).toEqual(list.body.data);
  });

  it('changes nothing on a second boot but a public grant on the contact addresses, and takes a new API token', async () => {
    // A staff member edits the year in the admin and publishes.
    const token = await adminToken(admin.password);
    const model = '/content-manager/single-types/api::site-setting.site-setting';
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const edited = { ...stripMeta(firstBootSettings), yearLabel: '2027 edition' };
    const saved = await fetch(`${base}${model}/actions/publish`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(edited),
    });
    expect(saved.status).toBe(200);
    const afterEdit = (await publicSettings()).body.data;
    expect(afterEdit.yearLabel).toBe('2027 edition');

    // Someone ticks "find" on the contact addresses for the Public role in the admin: they become public.
    await grantPublic(token!, 'api::contact-recipient', 'contact-recipient', 'find');
    expect((await fetch(`${base}/api/contact-recipients`)).status).toBe(200);

    await shutdown();
    // The second boot also comes with a new CMS_API_TOKEN (rotated in the launcher's secrets or .env).
    const rotated = `${cms.apiToken}-rotated`;
    await boot('A-Different-Password-2', { CMS_API_TOKEN: rotated });

    expect((await publicSettings()).body.data).toEqual(afterEdit);
    expect(await adminToken(admin.password)).toEqual(expect.any(String));
    expect(await adminToken('A-Different-Password-2')).toBeUndefined();
    // The grant is gone again, and the API's token is the new one only.
    expect([401, 403]).toContain((await fetch(`${base}/api/contact-recipients`)).status);
    expect((await contactRecipients(rotated)).body.data).toHaveLength(10);
    expect((await contactRecipients(cms.apiToken)).status).toBe(401);
  });
});

async function contactRecipients(apiToken: string) {
  const response = await fetch(`${base}/api/contact-recipients?pagination[pageSize]=100`, {
    headers: { authorization: `Bearer ${apiToken}` },
  });
  const body = (await response.json()) as { data: Array<{ documentId: string; subject: string; email: string }> };
  return { status: response.status, body };
}

/** Ticks one action of a content type for the Public role, as a super admin would in the admin panel. */
async function grantPublic(token: string, api: string, controller: string, action: string) {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const roles = (await (await fetch(`${base}/users-permissions/roles`, { headers: auth })).json()) as {
    roles: Array<{ id: number; type: string }>;
  };
  const publicRole = roles.roles.find((role) => role.type === 'public')!;
  const { role } = (await (
    await fetch(`${base}/users-permissions/roles/${publicRole.id}`, { headers: auth })
  ).json()) as {
    role: {
      name: string;
      description: string;
      permissions: Record<string, { controllers: Record<string, Record<string, { enabled: boolean }>> }>;
    };
  };
  role.permissions[api]!.controllers[controller]![action]!.enabled = true;
  const saved = await fetch(`${base}/users-permissions/roles/${publicRole.id}`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({ name: role.name, description: role.description, permissions: role.permissions }),
  });
  expect(saved.status).toBe(200);
}

function stripMeta(data: SettingsEntry) {
  const {
    id: _id,
    documentId: _documentId,
    createdAt: _c,
    updatedAt: _u,
    publishedAt: _p,
    locale: _l,
    ...fields
  } = data;
  return fields;
}
