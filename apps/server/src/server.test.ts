import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process';
import { freshProcessDatabase, type ProcessDatabase } from './test/test-app';

let processDb: ProcessDatabase;
beforeAll(async () => {
  processDb = await freshProcessDatabase();
});
afterAll(() => processDb.drop());

describe('the server process', () => {
  it('starts, prints the demo logins and the mailbox, serves without a log line per request, and shuts down cleanly on SIGTERM', async () => {
    // Migrations and demo data run first; two cores shared with the other test projects are slow.
    const server = await startServerProcess({ ...processDb.env, NODE_ENV: 'development' });
    expect(server.output()).toContain('student@demo.shuruaat.in');
    expect(server.output()).toContain('student-demo-123');
    expect(server.output()).toContain('for this machine only');
    expect(server.output()).toContain(`${server.origin}/dev/mailbox`);
    const health = await fetch(`${server.origin}/api/health`);
    expect(health.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.output()).not.toContain('request completed');

    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('shutting down');
  }, 90_000);
});
