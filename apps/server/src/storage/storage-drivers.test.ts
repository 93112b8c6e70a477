import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { freshBucket, storesInBucket } from '../test/object-store';
import { localDiskStorage, type FileStorage } from './file-storage';
import { s3Storage } from './s3-storage';

// The two drivers keep one promise: what is put can be opened, a missing file opens as
// nothing, removing is safe to repeat, and a key that could escape its folder is refused.
const drivers: [string, () => Promise<FileStorage>][] = [
  ['local disk', async () => localDiskStorage(mkdtempSync(join(tmpdir(), 'shuruaat-drive-')))],
  ...(storesInBucket()
    ? [
        ['an S3 bucket', async () => s3Storage(await freshBucket())] as [
          string,
          () => Promise<FileStorage>,
        ],
      ]
    : []),
];

describe.each(drivers)('files on %s', (_name, open) => {
  it('gives back the bytes that were put, under nested keys', async () => {
    const storage = await open();
    await storage.put('resumes/ab/cd/v1.pdf', Buffer.from('%PDF-1.4 résumé'));
    const stream = await storage.open('resumes/ab/cd/v1.pdf');
    expect(stream && (await text(stream))).toBe('%PDF-1.4 résumé');
  });

  it('replaces a file whole when it is put again', async () => {
    const storage = await open();
    await storage.put('search-index/snapshot.bin', Buffer.from('the first, longer version'));
    await storage.put('search-index/snapshot.bin', Buffer.from('the second'));
    const stream = await storage.open('search-index/snapshot.bin');
    expect(stream && (await text(stream))).toBe('the second');
  });

  it('opens a missing file as nothing, and removes it again without an error', async () => {
    const storage = await open();
    expect(await storage.open('logos/none.png')).toBeUndefined();
    await storage.put('logos/once.png', Buffer.from('png'));
    await storage.remove('logos/once.png');
    await storage.remove('logos/once.png');
    expect(await storage.open('logos/once.png')).toBeUndefined();
  });

  it('refuses keys that climb out of their folder or carry other characters', async () => {
    const storage = await open();
    for (const key of ['../etc/passwd', 'logos/../../x', '/abs', 'Logos/x.png', 'a b', 'x?y'])
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/unsafe storage key/);
  });
});
