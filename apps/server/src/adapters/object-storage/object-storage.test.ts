import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../../test/build-test-app';
import { type FakeS3, startFakeS3 } from '../../../test/peers/fake-s3';
import { createLocalDiskStorage } from './local-disk-storage';
import { newOriginalKey } from './object-key';
import { type ObjectStorage, ObjectStorageError } from './object-storage';
import { createS3Storage } from './s3-storage';

const CREDENTIALS = { accessKeyId: 'polymath-test', secretAccessKey: 'the-right-secret' };
const BUCKET = 'polymath-files';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3({ bucket: BUCKET, ...CREDENTIALS });
});
afterAll(() => s3.close());

const s3Storage = (overrides: { secretAccessKey?: string; endpoint?: string } = {}) =>
  createS3Storage({
    bucket: BUCKET,
    endpoint: overrides.endpoint ?? s3.url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { ...CREDENTIALS, ...overrides },
  });

const stores: { name: string; open: () => ObjectStorage }[] = [
  { name: 'local disk', open: () => createLocalDiskStorage(tempDir('objects')) },
  { name: 'S3', open: () => s3Storage() },
];

/** Bytes no text decoding would keep as they are. */
function binary(size: number): Uint8Array {
  return Uint8Array.from({ length: size }, (_, i) => (i * 131 + 7) % 256);
}

describe.each(stores)('object storage on $name', ({ open }) => {
  let store: ObjectStorage;
  beforeAll(() => {
    store = open();
  });
  afterAll(() => store.close());

  it('gives back exactly the bytes put under a key', async () => {
    const key = newOriginalKey();
    const bytes = binary(300_000);
    await store.put(key, bytes);
    expect(Buffer.from((await store.get(key))!).equals(Buffer.from(bytes))).toBe(true);
  });

  it('answers undefined for a key never stored or deleted, and deletes twice without error', async () => {
    const key = newOriginalKey();
    expect(await store.get(key)).toBeUndefined();
    await store.put(key, binary(10));
    await store.delete(key);
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
  });

  it('replaces what a key held', async () => {
    const key = newOriginalKey();
    await store.put(key, binary(50));
    await store.put(key, Uint8Array.of(1, 2, 3));
    expect([...(await store.get(key))!]).toEqual([1, 2, 3]);
  });

  it('deletes many keys at once, leaving the others', async () => {
    const keys = [newOriginalKey(), newOriginalKey(), newOriginalKey()];
    for (const key of keys) await store.put(key, binary(20));
    await store.deleteMany([keys[0]!, keys[2]!, newOriginalKey()]);
    expect(await store.get(keys[0]!)).toBeUndefined();
    expect(await store.get(keys[1]!)).toBeDefined();
    expect(await store.get(keys[2]!)).toBeUndefined();
    await store.deleteMany([]);
  });

  it('refuses keys that could leave its folder or were not made by the server', async () => {
    for (const key of [
      '../escape',
      'a/../../b',
      '/etc/passwd',
      'a//b',
      '.hidden',
      'name with space',
      '',
    ]) {
      await expect(store.put(key, binary(1))).rejects.toThrow(/not an object storage key/);
      await expect(store.get(key)).rejects.toThrow(/not an object storage key/);
    }
  });
});

describe('local disk storage', () => {
  it('keeps objects under its folder and leaves no temporary file behind', async () => {
    const root = tempDir('objects');
    const store = createLocalDiskStorage(root);
    const key = newOriginalKey();
    await store.put(key, binary(100));
    const [, shard, name] = key.split('/');
    expect(await readdir(join(root, 'originals', shard!))).toEqual([name]);
  });
});

describe('S3 storage', () => {
  it('signs every request: the stand-in checked them, and a wrong secret is refused', async () => {
    const key = newOriginalKey();
    const wrong = s3Storage({ secretAccessKey: 'a-wrong-secret' });
    const failure = await wrong.put(key, binary(10)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ObjectStorageError);
    expect(String((failure as Error).cause)).toMatch(/SignatureDoesNotMatch|signature/i);
    expect(s3.objects.has(key)).toBe(false);
    expect(s3.requests).toContain('refused SignatureDoesNotMatch');
    await wrong.close();
  });

  it('sends DeleteObjects with the Content-MD5 stores require', async () => {
    const store = s3Storage();
    const keys = [newOriginalKey(), newOriginalKey()];
    for (const key of keys) await store.put(key, binary(5));
    await store.deleteMany(keys);
    expect(s3.requests).toContain(`DeleteObjects ${keys.join(',')}`);
    expect(keys.some((key) => s3.objects.has(key))).toBe(false);
    await store.close();
  });

  it('fails with a storage error when the store cannot be reached', async () => {
    const closed = await startFakeS3({ bucket: BUCKET, ...CREDENTIALS });
    await closed.close();
    const store = s3Storage({ endpoint: closed.url });
    const failure = await store.put(newOriginalKey(), binary(10)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ObjectStorageError);
    expect((failure as ObjectStorageError).operation).toBe('put');
    await store.close();
  });
});
