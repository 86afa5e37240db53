import { randomUUID } from 'node:crypto';
import { afterAll, describe, it } from 'vitest';
import { MongoRegistrationStore } from './mongo-registration-store.ts';
import { describeRegistrationStoreContract } from './registration-store.contract.ts';

/**
 * MongoDB is reachable when MONGODB_URI is set, or when mongodb-memory-server can obtain a mongod binary
 * (it downloads one, so not on a machine without internet). Otherwise the suite is skipped, loudly.
 */
async function findMongo(): Promise<{ uri: string; stop: () => Promise<void> } | { skipped: string }> {
  if (process.env.MONGODB_URI) return { uri: process.env.MONGODB_URI, stop: async () => {} };
  try {
    const { MongoMemoryServer } = await import('mongodb-memory-server-core');
    const server = await withTimeout(MongoMemoryServer.create(), 60_000);
    return { uri: server.getUri(), stop: async () => void (await server.stop()) };
  } catch (error) {
    return { skipped: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no mongod within ${ms} ms`)), ms).unref()),
  ]);
}

const mongo = await findMongo();

if ('skipped' in mongo) {
  console.warn(
    `\n!!! MongoDB adapter contract tests SKIPPED: MONGODB_URI is not set and mongodb-memory-server could not start mongod (${mongo.skipped}).\n`,
  );
  describe.skip('RegistrationStore contract: MongoDB (no server reachable)', () => {
    it('needs MONGODB_URI or a mongod binary', () => {});
  });
} else {
  afterAll(() => mongo.stop());

  describeRegistrationStoreContract('MongoDB', async () => {
    const dbName = `stem_contract_${randomUUID().slice(0, 8)}`;
    const store = await MongoRegistrationStore.connect(mongo.uri, dbName, { serverSelectionTimeoutMS: 5000 });
    return {
      store,
      dispose: async () => {
        const { MongoClient } = await import('mongodb');
        const client = await MongoClient.connect(mongo.uri);
        await client.db(dbName).dropDatabase();
        await client.close();
        await store.close();
      },
    };
  });
}
