import type { Config } from '../config/env.ts';
import { MongoRegistrationStore } from './mongo-registration-store.ts';
import type { RegistrationStore } from './registration-store.ts';
import { SqliteRegistrationStore } from './sqlite-registration-store.ts';

/** Opens the store the configuration names. */
export async function createStore(config: Config['store']): Promise<RegistrationStore> {
  if (config.kind === 'mongodb') return MongoRegistrationStore.connect(config.uri, config.dbName);
  return new SqliteRegistrationStore(config.path, { busyWaitMs: config.busyWaitMs });
}
