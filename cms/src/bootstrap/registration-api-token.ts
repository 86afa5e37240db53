import type { Core } from '@strapi/strapi';

export const REGISTRATION_API_TOKEN_NAME = 'Registration API (read contact addresses)';

/** All the registration API may do with its token: list the organisers' contact addresses. */
export const REGISTRATION_API_TOKEN_ACTIONS = ['api::contact-recipient.contact-recipient.find'];

interface ApiToken {
  id: number;
  type: string;
  permissions: string[];
}
interface ApiTokenService {
  getByName(name: string): Promise<ApiToken | null>;
  create(attributes: Record<string, unknown>): Promise<ApiToken>;
  update(id: number, attributes: Record<string, unknown>): Promise<ApiToken>;
  hash(accessKey: string): string;
}
interface EncryptionService {
  encrypt(value: string): string;
}

const sameActions = (actions: string[]) =>
  actions.length === REGISTRATION_API_TOKEN_ACTIONS.length &&
  REGISTRATION_API_TOKEN_ACTIONS.every((action) => actions.includes(action));

/**
 * Keeps a Strapi API token whose key is CMS_API_TOKEN, for the registration API: a custom token that may list
 * the contact addresses and do nothing else, without expiry. The key comes from the environment (the
 * launcher, or compose's .env, hands the same value to the API), so no one has to copy a token out of the
 * admin. Created when missing; a changed CMS_API_TOKEN rotates the key; permissions widened in the admin are
 * narrowed again at the next boot. Nothing happens without the variable (the API then mails every question
 * to its fallback address).
 */
export async function ensureRegistrationApiToken(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env) {
  const key = env.CMS_API_TOKEN;
  if (!key) return;
  if (key.length < 32) throw new Error('CMS_API_TOKEN must be at least 32 characters');

  const tokens = strapi.service('admin::api-token-content-api') as unknown as ApiTokenService;
  let token = await tokens.getByName(REGISTRATION_API_TOKEN_NAME);
  if (!token) {
    token = await tokens.create({
      name: REGISTRATION_API_TOKEN_NAME,
      description: 'Read-only: the registration API lists the organisers’ contact addresses with it (CMS_API_TOKEN).',
      type: 'custom',
      permissions: REGISTRATION_API_TOKEN_ACTIONS,
      lifespan: null,
    });
    strapi.log.info(`api token: created "${REGISTRATION_API_TOKEN_NAME}"`);
  } else if (token.type !== 'custom' || !sameActions(token.permissions)) {
    await tokens.update(token.id, { type: 'custom', permissions: REGISTRATION_API_TOKEN_ACTIONS });
    strapi.log.warn(`api token: "${REGISTRATION_API_TOKEN_NAME}" narrowed back to reading the contact addresses`);
  }

  const tokenTable = strapi.db.query('admin::api-token');
  const stored = (await tokenTable.findOne({ where: { id: token.id }, select: ['accessKey'] })) as {
    accessKey: string;
  } | null;
  const hashed = tokens.hash(key);
  if (stored?.accessKey !== hashed) {
    // Strapi keeps the key's HMAC (to check requests) and the key encrypted (so a super admin can view it).
    const encryption = strapi.service('admin::encryption') as unknown as EncryptionService;
    await tokenTable.update({
      where: { id: token.id },
      data: { accessKey: hashed, encryptedKey: encryption.encrypt(key) },
    });
    strapi.log.info(`api token: "${REGISTRATION_API_TOKEN_NAME}" now has the key in CMS_API_TOKEN`);
  }
}
