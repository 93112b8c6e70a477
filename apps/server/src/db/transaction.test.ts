import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../test/injected-failures';
import { freshDatabase } from '../test/test-app';
import { openDatabase, type Database, type Db } from './client';
import { withTransaction } from './transaction';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  database = await openDatabase(fresh.database);
  await database.db.execute(sql`create table probe (label text not null)`);
});
afterAll(async () => {
  await database.close();
  await drop();
});

const write = (db: Db, label: string) => db.execute(sql`insert into probe values (${label})`);
const labels = async () =>
  (await rows<{ label: string }>(database, sql`select label from probe order by label`)).map(
    (r) => r.label,
  );
const failing = () => Promise.reject(new Error('unit failed'));

describe('withTransaction', () => {
  it('commits every write of the unit together', async () => {
    await withTransaction(database.db, async (tx) => {
      await write(tx, 'a1');
      await write(tx, 'a2');
    });
    expect(await labels()).toEqual(['a1', 'a2']);
  });

  it('keeps none of the unit’s writes when it throws after the first', async () => {
    const unit = withTransaction(database.db, async (tx) => {
      await write(tx, 'b1');
      await failing();
    });
    await expect(unit).rejects.toThrow('unit failed');
    expect(await labels()).not.toContain('b1');
  });

  it('nests as a savepoint: an inner failure the caller catches undoes only the inner writes', async () => {
    await withTransaction(database.db, async (tx) => {
      await write(tx, 'c1');
      const inner = withTransaction(tx, async (nested) => {
        await write(nested, 'c2');
        await failing();
      });
      await expect(inner).rejects.toThrow('unit failed');
      await write(tx, 'c3');
    });
    expect(await labels()).toEqual(expect.arrayContaining(['c1', 'c3']));
    expect(await labels()).not.toContain('c2');
  });

  it('nested, leaves the commit to the outer unit: an outer failure undoes the inner writes', async () => {
    const outer = withTransaction(database.db, async (tx) => {
      await withTransaction(tx, (nested) => write(nested, 'd1'));
      await failing();
    });
    await expect(outer).rejects.toThrow('unit failed');
    expect(await labels()).not.toContain('d1');
  });
});
