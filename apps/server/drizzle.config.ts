import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are applied from code on both engines,
// because `drizzle-kit migrate` against PGlite silently skips CREATE EXTENSION.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
