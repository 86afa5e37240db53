/**
 * MongoDB for the adapters' contract tests: MONGODB_URI when set, else a mongod that mongodb-memory-server
 * can obtain (it downloads one, so not on a machine without internet). `skipped` says why there is none; the
 * caller skips its suite with one loud line.
 */
export async function findMongo(): Promise<{ uri: string; stop: () => Promise<void> } | { skipped: string }> {
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
