import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { S3Settings } from '../config';
import { localDiskStorage, type FileStorage } from '../storage/file-storage';
import { s3Storage } from '../storage/s3-storage';
import {
  signResumePath,
  verifyResumeLink,
  type ResumeGrant,
  type SignedQuery,
} from '../storage/signed-urls';

export type ResumeLinks = {
  /** A full URL the holder can open without signing in, until the grant expires. */
  url(grant: ResumeGrant): string;
  /** The version as the path spells it: only its one canonical spelling is accepted. */
  verify(publicId: string, version: string, query: SignedQuery): ResumeGrant | undefined;
};

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    storage: FileStorage;
    resumeLinks: ResumeLinks;
  }
}

type Options = {
  filesDir: string;
  s3: S3Settings | undefined;
  signingSecret: string;
  publicUrl: string;
};

async function storagePlugin(app: FastifyInstance, options: Options) {
  if (options.s3) {
    const bucket = await s3Storage(options.s3);
    app.addHook('onClose', async () => bucket.close());
    app.decorate('storage', bucket);
  } else {
    app.decorate('storage', localDiskStorage(options.filesDir));
  }
  app.decorate('resumeLinks', {
    url: (grant: ResumeGrant) =>
      `${options.publicUrl}${signResumePath(options.signingSecret, grant)}`,
    verify: (publicId: string, version: string, query: SignedQuery) =>
      verifyResumeLink(options.signingSecret, publicId, version, query),
  });
}

export default fp(storagePlugin, { name: 'storage' });
