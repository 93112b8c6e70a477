import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner, several projects: `npm test` runs them all; the PostgreSQL API project joins only
// when TEST_DATABASE_URL points at a server, so the same API suite proves both engines.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

// The page-render API test loads the web app's server entry from source, with the web's alias.
const webAlias = { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) };

// Files that prove what React renders from the API's answers (server-rendered pages, the `$`
// patterns, the page fuzzer, program pages) or how built files are served, not how an engine
// stores them: one engine proves them, and CI's 20 minutes go to the files whose SQL could
// differ. They run in every `npm test` on PGlite.
const RENDERING_ONLY = [
  'apps/server/src/features/seo/dollar-patterns.test.ts',
  'apps/server/src/features/seo/page-render.test.ts',
  'apps/server/src/features/seo/program-pages.test.ts',
  'apps/server/src/features/seo/static-site.test.ts',
  'apps/server/src/reliability/page-fuzz.test.ts',
];

// Both file drivers are proven with no extra run in CI: the PGlite project stores uploads on
// disk, the PostgreSQL project in a bucket on a local S3-protocol server (issue 28). Without a
// PostgreSQL server, the api-s3 project runs the files that store, serve or erase uploads again
// with a bucket instead.
const objectStore = {
  env: { TEST_STORAGE: 's3' },
  globalSetup: ['apps/server/src/test/object-store.global.ts'],
};
const STORAGE_FILES = [
  'apps/server/src/storage/storage-drivers.test.ts',
  'apps/server/src/features/candidates/resume-upload.test.ts',
  'apps/server/src/features/applications/resume-links.test.ts',
  'apps/server/src/features/companies/employer-profile.test.ts',
  'apps/server/src/features/blogs/blogs.test.ts',
  'apps/server/src/features/conversations/conversations.test.ts',
  'apps/server/src/features/privacy/privacy.test.ts',
  'apps/server/src/features/users/personal-data.test.ts',
  'apps/server/src/features/search/live-index/index-snapshots.test.ts',
];

export default defineConfig({
  test: {
    // API files wait on a database as much as they compute: vitest's default of cores − 1 ran
    // one file at a time on CI's two cores. Measured on that machine: 899 s → 561 s.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] },
      },
      {
        test: { name: 'typing', include: ['packages/typing/src/**/*.test.ts'] },
      },
      {
        test: { name: 'tooling', include: ['scripts/**/*.test.ts'], testTimeout: 30_000 },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.unit.test.ts'],
        },
      },
      {
        resolve: { alias: webAlias },
        test: {
          name: 'api-pglite',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          env: { TEST_ENGINE: 'pglite' },
          // Each file builds its own app on its own database; only the modules are shared.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? []
        : [
            {
              resolve: { alias: webAlias },
              test: {
                name: 'api-s3',
                include: STORAGE_FILES,
                env: { TEST_ENGINE: 'pglite', ...objectStore.env },
                globalSetup: objectStore.globalSetup,
                isolate: false,
                testTimeout: 20_000,
                hookTimeout: 60_000,
              },
            },
          ]),
      ...(withPostgres
        ? [
            {
              resolve: { alias: webAlias },
              test: {
                name: 'api-postgres',
                include: ['apps/server/src/**/*.test.ts'],
                exclude: ['apps/server/src/**/*.unit.test.ts', ...RENDERING_ONLY],
                env: { TEST_ENGINE: 'postgres', ...objectStore.env },
                globalSetup: objectStore.globalSetup,
                isolate: false,
                testTimeout: 20_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
