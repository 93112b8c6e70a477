import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

// A shell that exports NODE_ENV=development once built a server bundle calling `jsxDEV`, which
// React's production runtime lacks: `npm start` then crashed on its first page (issue 22).
describe('the web build', () => {
  it('makes a production server bundle whatever NODE_ENV the shell holds', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'shuruaat-ssr-build-'));
    try {
      await run(
        process.execPath,
        [
          'node_modules/vite/bin/vite.js',
          'build',
          '--ssr',
          'apps/web/src/entry-server.tsx',
          '--config',
          'apps/web/vite.config.ts',
          '--outDir',
          outDir,
          '--emptyOutDir',
          '--logLevel',
          'error',
        ],
        { env: { ...process.env, NODE_ENV: 'development' } },
      );
      const bundle = readFileSync(join(outDir, 'entry-server.js'), 'utf8');
      expect(bundle).toContain('renderPage');
      expect(bundle).not.toContain('jsxDEV');
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 120_000);
});
