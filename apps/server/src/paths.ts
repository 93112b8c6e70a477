import { fileURLToPath } from 'node:url';

// Both src/*.ts (tsx, vitest) and the bundled dist/server.js sit one level below apps/server,
// so this module resolves the same folders whether run from source or from the build.
const serverRoot = fileURLToPath(new URL('..', import.meta.url));

export const MIGRATIONS_DIR = `${serverRoot}drizzle`;
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
// The web app's server build (`vite build --ssr`), which renders pages to HTML.
export const DEFAULT_WEB_SSR_ENTRY = fileURLToPath(
  new URL('../../web/dist-ssr/entry-server.js', import.meta.url),
);
// The repository root's data/ folder, whichever directory a script was started from.
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));
