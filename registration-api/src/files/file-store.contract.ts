import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileRecord, FileStore } from './file-store.ts';

export interface FileStoreHarness {
  store: FileStore;
  /** How many stored byte sequences (blobs, GridFS files) exist, committed or not: leftovers show here. */
  blobCount(): Promise<number>;
  /** Drops whatever the harness created and closes the store. */
  dispose(): Promise<void>;
}

const logo = (regId: string, fileName = 'logo.png'): FileRecord => ({
  regId,
  attachmentType: 'COMPANYLOGO',
  fileName,
  contentType: 'image/png',
});

/** Content that fails after some bytes, as a broken upload does. */
function failingAfter(bytes: Buffer, error: Error) {
  return Readable.from(
    (async function* () {
      yield bytes;
      throw error;
    })(),
  );
}

/**
 * The behaviour every FileStore adapter must have. Each adapter's test file calls this with a factory giving
 * a fresh, empty store per test.
 */
export function describeFileStoreContract(adapter: string, open: () => Promise<FileStoreHarness>) {
  describe(`FileStore contract: ${adapter}`, () => {
    let harness: FileStoreHarness;
    let store: FileStore;

    beforeEach(async () => {
      harness = await open();
      store = harness.store;
    });
    afterEach(async () => {
      await harness.dispose();
    });

    const put = async (record: FileRecord, bytes: Buffer) => {
      const staged = await store.stage(Readable.from([bytes]));
      return store.commit(staged, record);
    };
    const bytesOf = async (regId: string, type: FileRecord['attachmentType']) => {
      const opened = await store.open(regId, type);
      return opened ? buffer(opened.content) : null;
    };

    it('stores staged bytes as a registration’s file once committed, and gives them back', async () => {
      const bytes = randomBytes(3 * 1024 * 1024 + 17);
      const staged = await store.stage(Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]));
      expect(staged.size).toBe(bytes.length);
      expect(await store.get('reg-1', 'COMPANYLOGO')).toBeNull();

      const stored = await store.commit(staged, logo('reg-1', 'Zoë’s logo.png'));
      expect(stored).toMatchObject({ ...logo('reg-1', 'Zoë’s logo.png'), size: bytes.length });
      expect(Date.parse(stored.uploadedAt)).not.toBeNaN();
      expect(await store.get('reg-1', 'COMPANYLOGO')).toEqual(stored);
      const opened = await store.open('reg-1', 'COMPANYLOGO');
      expect(opened?.file).toEqual(stored);
      expect((await buffer(opened!.content)).equals(bytes)).toBe(true);
    });

    it('shows staged bytes to nobody, and discard leaves nothing', async () => {
      const staged = await store.stage(Readable.from([Buffer.from('not yet')]));
      expect(await store.list('reg-1')).toEqual([]);
      expect(await harness.blobCount()).toBe(1);
      await store.discard(staged);
      await store.discard(staged);
      expect(await harness.blobCount()).toBe(0);
    });

    it('keeps nothing of content that fails part way, and rejects with its error', async () => {
      const broken = new Error('Unexpected end of form');
      await expect(store.stage(failingAfter(randomBytes(300 * 1024), broken))).rejects.toBe(broken);
      expect(await harness.blobCount()).toBe(0);
    });

    it('replaces a file: the new bytes and name once committed, the old bytes deleted', async () => {
      await put(logo('reg-1', 'old.png'), Buffer.from('old bytes'));
      const staged = await store.stage(Readable.from([Buffer.from('new bytes')]));
      // Until the commit, the old file is the file.
      expect(await bytesOf('reg-1', 'COMPANYLOGO')).toEqual(Buffer.from('old bytes'));
      await store.commit(staged, logo('reg-1', 'new.png'));
      expect((await store.get('reg-1', 'COMPANYLOGO'))?.fileName).toBe('new.png');
      expect(await bytesOf('reg-1', 'COMPANYLOGO')).toEqual(Buffer.from('new bytes'));
      expect(await harness.blobCount()).toBe(1);
    });

    it('keeps the old file when the replacement fails or is discarded', async () => {
      await put(logo('reg-1', 'old.png'), Buffer.from('old bytes'));
      await expect(store.stage(failingAfter(Buffer.from('partial'), new Error('too large')))).rejects.toThrow();
      await store.discard(await store.stage(Readable.from([Buffer.from('never committed')])));
      expect(await store.get('reg-1', 'COMPANYLOGO')).toMatchObject({ fileName: 'old.png' });
      expect(await bytesOf('reg-1', 'COMPANYLOGO')).toEqual(Buffer.from('old bytes'));
      expect(await harness.blobCount()).toBe(1);
    });

    it('ends two replacements at once with one of them as the file and no leftover bytes', async () => {
      await put(logo('reg-1', 'first.png'), Buffer.from('first'));
      const [a, b] = await Promise.all([
        store.stage(Readable.from([Buffer.from('a')])),
        store.stage(Readable.from([Buffer.from('b')])),
      ]);
      await Promise.all([store.commit(a, logo('reg-1', 'a.png')), store.commit(b, logo('reg-1', 'b.png'))]);
      const file = await store.get('reg-1', 'COMPANYLOGO');
      expect(['a.png', 'b.png']).toContain(file?.fileName);
      expect(await bytesOf('reg-1', 'COMPANYLOGO')).toEqual(Buffer.from(file!.fileName[0]!));
      expect(await harness.blobCount()).toBe(1);
    });

    it('lists a registration’s files in attachment type order, and no one else’s', async () => {
      await put({ ...logo('reg-1'), attachmentType: 'COMPANYLOGOEPS', fileName: 'logo.eps' }, Buffer.from('eps'));
      await put(logo('reg-1'), Buffer.from('png'));
      await put(logo('reg-2'), Buffer.from('other'));
      expect((await store.list('reg-1')).map((file) => file.attachmentType)).toEqual(['COMPANYLOGO', 'COMPANYLOGOEPS']);
      expect(await store.list('reg-3')).toEqual([]);
      expect(await store.open('reg-3', 'COMPANYLOGO')).toBeNull();
    });

    it('deletes one file with its bytes, and answers false when there is none', async () => {
      await put(logo('reg-1'), Buffer.from('png'));
      expect(await store.delete('reg-1', 'COMPANYLOGO')).toBe(true);
      expect(await store.get('reg-1', 'COMPANYLOGO')).toBeNull();
      expect(await store.delete('reg-1', 'COMPANYLOGO')).toBe(false);
      expect(await harness.blobCount()).toBe(0);
    });

    it('deletes every file of one registration (retention), leaving the others', async () => {
      await put(logo('reg-1'), Buffer.from('png'));
      await put({ ...logo('reg-1'), attachmentType: 'COMPANYLOGOEPS', fileName: 'logo.eps' }, Buffer.from('eps'));
      await put(logo('reg-2'), Buffer.from('kept'));
      expect(await store.deleteAllOf('reg-1')).toBe(2);
      expect(await store.list('reg-1')).toEqual([]);
      expect(await bytesOf('reg-2', 'COMPANYLOGO')).toEqual(Buffer.from('kept'));
      expect(await harness.blobCount()).toBe(1);
      expect(await store.deleteAllOf('reg-1')).toBe(0);
    });

    it('answers a ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
