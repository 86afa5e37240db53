import type { Core } from '@strapi/strapi';

const isReadAction = (action: string) => action.endsWith('.find') || action.endsWith('.findOne');

/**
 * The public role reads our content and never writes it. Read grants are added when missing; a write grant
 * on any `api::` type (e.g. ticked by mistake in the admin) is removed at every boot, because the forms'
 * data lives in the registration API, never in the CMS.
 */
export async function enforcePublicReadOnly(strapi: Core.Strapi, readActions: string[]): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('users-permissions: the public role is missing');

  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const action of readActions) {
    if (!isReadAction(action)) throw new Error(`seed: public grant "${action}" is not a read action`);
    const found = await permissions.findOne({ where: { action, role: role.id } });
    if (!found) await permissions.create({ data: { action, role: role.id } });
  }

  const granted: Array<{ id: number; action: string }> = await permissions.findMany({
    where: { role: role.id, action: { $startsWith: 'api::' } },
  });
  for (const permission of granted) {
    if (isReadAction(permission.action)) continue;
    await permissions.delete({ where: { id: permission.id } });
    strapi.log.warn(`public role: removed write permission ${permission.action}`);
  }
}

/**
 * Content types no users-permissions role may read through the REST API: the organisers' contact addresses,
 * which only the registration API's own token reads (registration-api-token.ts), and the consent text archive.
 */
export const PRIVATE_CONTENT_TYPES = [
  'api::contact-recipient.contact-recipient',
  // What a parent agreed to, in every wording: for the organisers, through the admin and API tokens.
  'api::consent-text-archive.consent-text-archive',
];

/**
 * Removes at every boot any grant on a private type to any users-permissions role (Public, Authenticated or
 * one added later), e.g. "find" ticked by mistake in the admin: those addresses must never be public.
 */
export async function enforcePrivateContent(strapi: Core.Strapi, privateTypes = PRIVATE_CONTENT_TYPES): Promise<void> {
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const uid of privateTypes) {
    const granted: Array<{ id: number; action: string }> = await permissions.findMany({
      where: { action: { $startsWith: `${uid}.` } },
    });
    for (const permission of granted) {
      await permissions.delete({ where: { id: permission.id } });
      strapi.log.warn(`users-permissions: removed ${permission.action}: ${uid} is never public`);
    }
  }
}
