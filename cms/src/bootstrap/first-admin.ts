import type { Core } from '@strapi/strapi';

interface AdminUserService {
  exists(): Promise<boolean>;
  create(user: Record<string, unknown>): Promise<unknown>;
}
interface AdminRoleService {
  getSuperAdmin(): Promise<{ id: number } | null>;
  createRolesIfNoneExist(): Promise<void>;
}

/**
 * Creates the first admin (super admin) from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD when no admin exists yet,
 * so a fresh local set-up needs no registration screen. Without those variables Strapi's own first-visit
 * registration applies. An existing admin is never changed.
 */
export async function ensureFirstAdmin(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env) {
  const email = env.CMS_ADMIN_EMAIL?.trim();
  const password = env.CMS_ADMIN_PASSWORD;
  if (!email || !password) return;

  const users = strapi.service('admin::user') as unknown as AdminUserService;
  if (await users.exists()) return;

  const roles = strapi.service('admin::role') as unknown as AdminRoleService;
  let superAdmin = await roles.getSuperAdmin();
  if (!superAdmin) {
    await roles.createRolesIfNoneExist();
    superAdmin = await roles.getSuperAdmin();
  }
  if (!superAdmin) throw new Error('admin: the super admin role could not be created');

  await users.create({
    email: email.toLowerCase(),
    password,
    firstname: env.CMS_ADMIN_FIRSTNAME?.trim() || 'Site',
    lastname: env.CMS_ADMIN_LASTNAME?.trim() || 'Admin',
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  strapi.log.info(`admin: created the first admin user ${email.toLowerCase()}`);
}
