import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { freshProcessDatabase, type ProcessDatabase } from '../test/test-app';

const run = promisify(execFile);
const serverDir = new URL('../..', import.meta.url).pathname;

let processDb: ProcessDatabase;
beforeAll(async () => {
  processDb = await freshProcessDatabase();
});
afterAll(() => processDb.drop());

function cli(args: string[]) {
  return run('npx', ['tsx', 'src/cli/admin-create.ts', ...args], {
    cwd: serverDir,
    env: processDb.env,
  });
}

describe('npm run admin:create', () => {
  it('migrates a fresh database and creates an admin who can sign in', async () => {
    const { stdout } = await cli([
      '--email',
      'Root@Example.in',
      '--password',
      'a-long-admin-secret',
    ]);
    expect(stdout).toContain('Admin root@example.in: created.');

    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const app = await buildApp({ ...config, database: processDb.database });
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'root@example.in', password: 'a-long-admin-secret' },
    });
    await app.close();
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('admin');
  }, 60_000);

  it('refuses a short password with usage text and exit code 2', async () => {
    const failure = await cli(['--email', 'root@example.in', '--password', 'short']).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 2 });
    expect(String((failure as { stderr: string }).stderr)).toContain('Usage: npm run admin:create');
  }, 30_000);
});
