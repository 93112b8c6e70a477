import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { TestProject } from 'vitest/node';

/**
 * The api-s3 project's object store: a real S3-protocol server (s3rver) on a loopback port, so
 * the storage tests speak to it through the AWS SDK exactly as to a bucket (issue 28).
 */
export default async function startObjectStore(project: TestProject) {
  const directory = mkdtempSync(join(tmpdir(), 'shuruaat-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  project.provide('s3Endpoint', `http://127.0.0.1:${port}`);
  return async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    s3Endpoint: string;
  }
}
