import { randomUUID } from 'node:crypto';
import { afterAll, describe, it } from 'vitest';
import { findMongo } from '../test-support/find-mongo.ts';
import { describeFileStoreContract } from './file-store.contract.ts';
import { GridFsFileStore } from './gridfs-file-store.ts';

const mongo = await findMongo();

if ('skipped' in mongo) {
  console.warn(
    `\n!!! MongoDB GridFS file store contract tests SKIPPED: MONGODB_URI is not set and mongodb-memory-server could not start mongod (${mongo.skipped}).\n`,
  );
  describe.skip('FileStore contract: MongoDB GridFS (no server reachable)', () => {
    it('needs MONGODB_URI or a mongod binary', () => {});
  });
} else {
  afterAll(() => mongo.stop());

  describeFileStoreContract('MongoDB GridFS', async () => {
    const dbName = `stem_files_contract_${randomUUID().slice(0, 8)}`;
    const store = await GridFsFileStore.connect(mongo.uri, dbName, { serverSelectionTimeoutMS: 5000 });
    const { MongoClient } = await import('mongodb');
    const client = await MongoClient.connect(mongo.uri);
    return {
      store,
      blobCount: async () => client.db(dbName).collection('uploads.files').countDocuments(),
      dispose: async () => {
        await client.db(dbName).dropDatabase();
        await client.close();
        await store.close();
      },
    };
  });
}
