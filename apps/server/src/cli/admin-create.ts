// Usage: npm run admin:create -- --email you@example.com --password 'a long secret'
// Uses the same DATABASE_URL or DATA_DIR as the server and migrates first, so it works on a
// fresh install. Stop a PGlite server first: one data directory takes one process at a time.
import { parseArgs } from 'node:util';
import { EmailSchema, PasswordSchema } from '@shuruaat/contract';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { upsertAdmin } from '../features/users/users.service';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  const email = EmailSchema.safeParse(values.email ?? '');
  const password = PasswordSchema.safeParse(values.password ?? '');
  if (!email.success || !password.success) {
    console.error('Usage: npm run admin:create -- --email E --password P (8 to 128 characters)');
    process.exit(2);
  }
  const database = await openDatabase(loadConfig().database);
  try {
    await migrateDatabase(database);
    const result = await upsertAdmin(database.db, email.data, password.data);
    console.log(`Admin ${email.data}: ${result}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
