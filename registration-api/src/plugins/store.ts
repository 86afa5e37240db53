import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';
import { createStore } from '../store/create-store.ts';
import type { RegistrationStore } from '../store/registration-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    store: RegistrationStore;
  }
}

export interface StorePluginOptions {
  config: Config['store'];
  /** An already open store (tests); the plugin then leaves closing it to the caller. */
  store?: RegistrationStore;
}

/** Decorates the app with the registration store and closes it with the app. */
export default fp<StorePluginOptions>(
  async function storePlugin(app: FastifyInstance, options) {
    const store = options.store ?? (await createStore(options.config));
    app.decorate('store', store);
    if (!options.store) app.addHook('onClose', () => store.close());
  },
  { name: 'store' },
);
