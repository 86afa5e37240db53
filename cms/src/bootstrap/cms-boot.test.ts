import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestCms } from '../test-support/test-cms.ts';

/** Boots the real Strapi on a fresh database, twice, and checks what the public API and the admin see. */
const cms = new TestCms('staff.admin@example.org');
const { base, admin } = cms;
const boot = (adminPassword: string) => cms.boot(adminPassword);
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

  it('changes nothing on a second boot: same settings, same admin, a staff edit kept', async () => {
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

    await shutdown();
    await boot('A-Different-Password-2');

    expect((await publicSettings()).body.data).toEqual(afterEdit);
    expect(await adminToken(admin.password)).toEqual(expect.any(String));
    expect(await adminToken('A-Different-Password-2')).toBeUndefined();
  });
});

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
