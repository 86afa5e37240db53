import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GroupDirectory } from '../groups/group-directory.ts';

declare module 'fastify' {
  interface FastifyInstance {
    groups: GroupDirectory;
  }
}

/** Decorates the app with the middle school group directory, and seeds the demo group when asked to. */
export default fp<{ seedDemoGroups: boolean }>(
  async function groupsPlugin(app: FastifyInstance, options) {
    const groups = new GroupDirectory({ store: app.store, log: app.log });
    if (options.seedDemoGroups) await groups.seedDemoGroup();
    app.decorate('groups', groups);
  },
  { name: 'groups', dependencies: ['store'] },
);
