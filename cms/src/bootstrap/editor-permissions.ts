import type { Core } from '@strapi/strapi';
import { CONSENT_TEXT_ARCHIVE, CONSENT_TEXT_ARCHIVE_READ } from './consent-text-archive';
import { loadSeedLedger } from './seed-ledger';

interface Action {
  actionId: string;
  section: string;
  subjects?: string[];
}
interface PermissionServices {
  permission: { actionProvider: { values(): Action[] } };
  contentType: { getPermissionsWithNestedFields(actions: Action[]): unknown[] };
  role: { addPermissions(roleId: number, permissions: unknown[]): Promise<unknown> };
}

/**
 * Communications staff get Strapi's Editor role: create, read, update, delete and publish content, use the
 * media library, and nothing else (no users, roles, webhooks, API tokens or settings). Strapi gives the
 * Editor every content type that exists when it first creates the role; a content type added later (a
 * database created before that type existed) gets nothing. This grants the Editor the full content-manager
 * actions on each of our `api::` types once (only read on the consent text archive), the same permissions
 * Strapi's own defaults have; the ledger keeps a super admin's later narrowing of the role from being undone
 * at the next boot.
 */
export async function ensureEditorCanEditContent(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } });
  // A super admin may have deleted the role on purpose; the roles are created before this step otherwise.
  if (!role) return;

  const ledger = await loadSeedLedger(strapi, 'editor-grants');
  const pending = Object.keys(strapi.contentTypes).filter((uid) => uid.startsWith('api::') && !ledger.has(uid));
  if (pending.length === 0) return;

  const held: Array<{ subject: string }> = await strapi.db.query('admin::permission').findMany({
    where: { role: role.id, subject: { $in: pending } },
    select: ['subject'],
  });
  const missing = pending.filter((uid) => !held.some((permission) => permission.subject === uid));
  if (missing.length > 0) {
    const services = {
      permission: strapi.service('admin::permission'),
      contentType: strapi.service('admin::content-type'),
      role: strapi.service('admin::role'),
    } as unknown as PermissionServices;
    const actions = services.permission.actionProvider
      .values()
      .filter((action) => action.section === 'contentTypes')
      .map((action) => ({
        ...action,
        // The consent text archive is a record the CMS writes itself: the Editor reads it, nothing more.
        subjects: (action.subjects ?? []).filter(
          (uid) =>
            missing.includes(uid) && (uid !== CONSENT_TEXT_ARCHIVE || action.actionId === CONSENT_TEXT_ARCHIVE_READ),
        ),
      }));
    await services.role.addPermissions(role.id, services.contentType.getPermissionsWithNestedFields(actions));
    strapi.log.info(`admin: the Editor role may now edit and publish ${missing.join(', ')}`);
  }
  for (const uid of pending) ledger.add(uid);
  await ledger.save();
}
