import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertObjectKey, type ObjectStorage, ObjectStorageError } from './object-storage';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/** Objects as files under `root` (DATA_DIR/files by default), one file per key. */
export function createLocalDiskStorage(root: string): ObjectStorage {
  const pathOf = (key: string) => {
    assertObjectKey(key);
    return join(root, key);
  };

  async function remove(key: string): Promise<void> {
    const path = pathOf(key);
    try {
      await rm(path, { force: true });
    } catch (error) {
      throw new ObjectStorageError('delete', key, error);
    }
  }

  return {
    async put(key, bytes) {
      const path = pathOf(key);
      // Written beside its place and renamed over it: a crash leaves a stray .tmp file at worst,
      // never a half-written original under the key.
      const temporary = `${path}.${randomUUID()}.tmp`;
      try {
        await mkdir(dirname(path), { recursive: true });
        const file = await open(temporary, 'wx', 0o600);
        try {
          await file.writeFile(bytes);
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => {});
        throw new ObjectStorageError('put', key, error);
      }
    },

    async get(key) {
      const path = pathOf(key);
      try {
        return new Uint8Array(await readFile(path));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw new ObjectStorageError('get', key, error);
      }
    },

    delete: remove,

    async deleteMany(keys) {
      for (const key of keys) await remove(key);
    },

    async close() {},
  };
}
