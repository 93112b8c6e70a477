// Bundles the server (and the contract it imports as TypeScript) into dist/server.js.
// Packages stay external: they are installed, and some (argon2, pglite) ship native or wasm files.
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  // One entry only: src/paths.ts resolves folders from the bundle's location, one level down.
  entryPoints: ['src/server.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // The contract is a workspace package of TypeScript source, so it is bundled, not external.
  plugins: [
    {
      name: 'bundle-contract',
      setup(b) {
        // `@shuruaat/contract/markdown` and other subpath exports are files of the same folder.
        b.onResolve({ filter: /^@shuruaat\/contract(\/[a-z-]+)?$/ }, ({ path }) => ({
          path: new URL(
            `../../../packages/contract/src/${path.split('/')[2] ?? 'index'}.ts`,
            import.meta.url,
          ).pathname,
        }));
        // Its catalogues (`@shuruaat/contract/locales/hi.json`), which the emails' words load.
        b.onResolve({ filter: /^@shuruaat\/contract\/locales\/\w+\.json$/ }, ({ path }) => ({
          path: new URL(
            `../../../packages/contract/src/locales/${path.split('/').at(-1)}`,
            import.meta.url,
          ).pathname,
        }));
        // The typing engine (issue 15) is TypeScript source too: the server recomputes with it.
        b.onResolve({ filter: /^@shuruaat\/typing$/ }, () => ({
          path: new URL('../../../packages/typing/src/index.ts', import.meta.url).pathname,
        }));
      },
    },
  ],
  logLevel: 'warning',
});

// The embedded database's worker thread is plain JavaScript loaded by its path at run time
// (src/db/pglite-thread.ts), beside the bundle as beside its source.
copyFileSync('src/db/pglite-worker.mjs', 'dist/pglite-worker.mjs');
