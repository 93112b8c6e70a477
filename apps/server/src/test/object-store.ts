import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import type { S3Settings } from '../config';

/** s3rver's fixed credentials. */
const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** Set by the api-s3 project: its files store uploads in a bucket, not on disk. */
export const storesInBucket = () => process.env.TEST_STORAGE === 's3';

const clientFor = (settings: S3Settings) =>
  new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: settings.credentials,
  });

/** A new, empty bucket on the project's object store, for one test app. */
export async function freshBucket(): Promise<S3Settings> {
  const settings: S3Settings = {
    bucket: `test-${randomBytes(6).toString('hex')}`,
    region: 'ap-south-1',
    endpoint: inject('s3Endpoint'),
    forcePathStyle: true,
    credentials: S3RVER_KEYS,
  };
  const client = clientFor(settings);
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  client.destroy();
  return settings;
}

export type StoredFile = { key: string; bytes: Buffer };

/** Every file an app stored, from its bucket or from under its files folder. */
export async function storedFiles(where: {
  s3: S3Settings | undefined;
  filesDir: string;
}): Promise<StoredFile[]> {
  if (where.s3) return bucketFiles(where.s3);
  const entries = await readdir(where.filesDir, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  const files: StoredFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.push({ key: path.slice(where.filesDir.length + 1), bytes: await readFile(path) });
  }
  return files;
}

async function bucketFiles(settings: S3Settings): Promise<StoredFile[]> {
  const client = clientFor(settings);
  const files: StoredFile[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      if (!object.Key) continue;
      const { Body } = await client.send(
        new GetObjectCommand({ Bucket: settings.bucket, Key: object.Key }),
      );
      files.push({
        key: object.Key,
        bytes: Buffer.from((await Body?.transformToByteArray()) ?? []),
      });
    }
    token = page.NextContinuationToken;
  } while (token);
  client.destroy();
  return files;
}
