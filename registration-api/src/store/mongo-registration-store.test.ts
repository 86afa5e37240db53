import { randomUUID } from 'node:crypto';
import { afterAll, describe, it } from 'vitest';
import { findMongo } from '../test-support/find-mongo.ts';
import { MongoRegistrationStore } from './mongo-registration-store.ts';
import { describeRegistrationStoreContract } from './registration-store.contract.ts';

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
