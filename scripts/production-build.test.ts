import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

// A shell that exports NODE_ENV=development once built a server bundle calling `jsxDEV`, which
// React's production runtime lacks: `npm start` then crashed on its first page (issue 22). And a
// bundle that imported React at run time rendered with its development build wherever the server
// started without NODE_ENV=production.
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
      const chunks = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFileSync(join(outDir, name), 'utf8'));
      expect(chunks.length).toBeGreaterThan(1);
      for (const chunk of chunks) {
        expect(chunk).not.toContain('jsxDEV');
        // React, React Router and Redux travel inside the bundle, in their production builds:
        // nothing is left to read the server's NODE_ENV when it renders.
        expect(chunk).not.toContain('process.env.NODE_ENV');
        expect(chunk).not.toMatch(/^import [^;]* from ['"](react|react-router|@reduxjs)/m);
      }
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 120_000);
});
