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
