import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Hands the opened database to every feature and closes it with the app. */
async function databasePlugin(app: FastifyInstance, database: Database) {
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onClose', async () => database.close());
}

export default fp(databasePlugin, { name: 'database' });
