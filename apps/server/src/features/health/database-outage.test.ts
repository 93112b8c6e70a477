import { mkdtempSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS } from '@shuruaat/contract';
import { buildApp } from '../../app';
import { findPool } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { loadConfig } from '../../config';
import { bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { freshDatabase, isPostgresRun } from '../../test/test-app';

/**
 * A TCP relay between the app and PostgreSQL that the test can cut and restore: the same thing
 * the app sees when the database restarts, without restarting the shared test server.
 */
function relayTo(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  let dropNextQuery = false;
  const listen = () =>
    new Promise<void>((ready) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        // Armed, the next bytes the app sends (a query) kill the connection instead.
        client.on('data', (chunk) => {
          if (!dropNextQuery) return void upstream.write(chunk);
          dropNextQuery = false;
          client.destroy();
          upstream.destroy();
        });
        upstream.pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        if (address && typeof address === 'object') port = address.port;
        ready();
      });
    });
  return {
    listen,
    url: () => Object.assign(new URL(target), { host: `127.0.0.1:${port}` }).toString(),
    /** The connection dies as the app sends its next statement, as in a restart mid-request. */
    dropNextQuery: () => {
      dropNextQuery = true;
    },
    /** Drops every open connection and refuses new ones, as a stopped server does. */
    cut: () =>
      new Promise<void>((closed) => {
        for (const socket of sockets) socket.destroy();
        server?.close(() => closed());
      }),
  };
}

describe.skipIf(!isPostgresRun())('while PostgreSQL is away', () => {
  let app: FastifyInstance;
  let relay: ReturnType<typeof relayTo>;
  let drop: () => Promise<void>;
  let account: TestAccount;

  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    if (!('url' in fresh.database)) throw new Error('expected a PostgreSQL database');
    relay = relayTo(new URL(fresh.database.url));
    await relay.listen();
    app = await buildApp({
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
      database: { url: relay.url() },
      filesDir: mkdtempSync(join(tmpdir(), 'shuruaat-files-')),
    });
    account = await registerAccount(app, 'candidate');
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('a connection lost inside an open transaction fails that transaction, not the process', async () => {
    const transaction = app.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // The borrowed connection dies while idle in the transaction: before the fix, the
      // driver's 'error' event had no listener and ended the process.
      await relay.cut();
      await new Promise((settle) => setTimeout(settle, 100));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
  });

  it('requests answer 503 SERVICE_UNAVAILABLE with Retry-After, and health says 503', async () => {
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(account.token),
    });
    expect(me.statusCode).toBe(503);
    expect(me.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(me.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
  });

  it('once the database is back, the pool reconnects without a restart', async () => {
    await relay.listen();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(account.token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('a connection that dies at BEGIN is given back, so the pool keeps its slots and can shut down', async () => {
    await app.db.execute(sql`select 1`); // one idle connection in the pool, through the relay
    relay.dropNextQuery();
    const transaction = withTransaction(app.db, (tx) => tx.execute(sql`select 1`));
    await expect(transaction).rejects.toThrow();
    const pool = findPool(app.db);
    if (!pool) throw new Error('expected a pool');
    expect(pool.totalCount - pool.idleCount).toBe(0); // nothing left borrowed
  });
});
