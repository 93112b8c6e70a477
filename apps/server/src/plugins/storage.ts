import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localDiskStorage, type FileStorage } from '../storage/file-storage';

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    storage: FileStorage;
  }
}

async function storagePlugin(app: FastifyInstance, { filesDir }: { filesDir: string }) {
  app.decorate('storage', localDiskStorage(filesDir));
}

export default fp(storagePlugin, { name: 'storage' });
