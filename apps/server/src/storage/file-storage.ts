import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. The local-disk driver suits one machine; the S3-compatible driver
 * (s3-storage.ts) with the same three methods lets several instances share files.
 */
export type FileStorage = {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes as a stream, or undefined when there is none. */
  open(key: string): Promise<Readable | undefined>;
  /** Deletes the file; a key with no file is not an error, so erasure can be retried. */
  remove(key: string): Promise<void>;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

export function localDiskStorage(root: string): FileStorage {
  return {
    async put(key, data) {
      assertSafeKey(key);
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed into place, so a reader sees the old file or the new one,
      // never half of one (the search index snapshot is replaced while others may read it).
      const aside = `${path}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(aside, data);
        await rename(aside, path);
      } finally {
        await rm(aside, { force: true });
      }
    },
    async open(key) {
      assertSafeKey(key);
      const path = join(root, key);
      const exists = await stat(path).then(
        (s) => s.isFile(),
        () => false,
      );
      return exists ? createReadStream(path) : undefined;
    },
    async remove(key) {
      assertSafeKey(key);
      await rm(join(root, key), { force: true });
    },
  };
}
