import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createPglite } from '../db/client';
import { MIGRATIONS_DIR } from '../paths';

const require = createRequire(import.meta.url);

/**
 * Every API test file gets a PGlite database of its own, but none needs to initialise and
 * migrate one: each loads a dump of one migrated data directory (about 0.6 s instead of 2–4 s).
 * The dump is keyed by a hash of the migrations, so a new migration builds a new one. (On
 * PostgreSQL a template database measured no faster than migrating, so it is not used there.)
 */
const migrationsHash = (() => {
  let cached: string | undefined;
  return () => {
    if (cached) return cached;
    const hash = createHash('sha256');
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
        a.name.localeCompare(b.name),
      )) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else hash.update(relative(MIGRATIONS_DIR, path)).update(readFileSync(path));
      }
    };
    walk(MIGRATIONS_DIR);
    // A dump is only readable by the PGlite that wrote it.
    hash.update(readFileSync(require.resolve('@electric-sql/pglite')));
    cached = hash.digest('hex').slice(0, 12);
    return cached;
  };
})();

let pgliteTemplate: Promise<Blob> | undefined;

/** The migrated PGlite data directory, built once per migration set (shared by test workers). */
export function migratedPgliteDump(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = join(tmpdir(), `shuruaat-pglite-template-${migrationsHash()}.tar`);
    if (!existsSync(file)) {
      const client = await createPglite('memory://');
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
      const dump = await client.dumpDataDir('none');
      await client.close();
      // Written aside and renamed, so a worker never reads another's half-written file.
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    }
    return new Blob([readFileSync(file)]);
  })();
  return pgliteTemplate;
}
