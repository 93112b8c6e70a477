import { Readable } from 'node:stream';
import type { S3Settings } from '../config';
import { assertSafeKey, type FileStorage } from './file-storage';

/**
 * Files in an S3-compatible bucket, so every instance reads what any instance wrote (issue 28).
 * The same three methods as the disk driver; keys are the object names. The SDK is loaded only
 * here: loading it took a tenth of the start-up of a server that stores on disk.
 */
export async function s3Storage(settings: S3Settings): Promise<FileStorage & { close(): void }> {
  const { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: self-hosted stores do not all read the newer
    // trailing-checksum uploads, and the bytes are checked by our own content checks anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  return {
    async put(key, data) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data }));
    },
    async open(key) {
      assertSafeKey(key);
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Body instanceof Readable ? Body : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async remove(key) {
      assertSafeKey(key);
      // S3 answers a delete of a missing object with success, as erasure's retries need.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    close: () => client.destroy(),
  };
}
