import type { Db } from '../../db/client';
import { ENGLISH_PASSAGES } from './passages/english';
import { HINDI_PASSAGES } from './passages/hindi';
import { presetRows } from './engine-adapter';
import * as repo from './typing.repository';

export const countWords = (body: string) => body.split(/\s+/).filter(Boolean).length;

/** The passages the product ships, keyed so loading them again adds nothing. */
export function shippedPassages(): repo.NewPassage[] {
  const keyed = (prefix: string, list: typeof ENGLISH_PASSAGES) =>
    list.map((p, i) => ({ ...p, wordCount: countWords(p.body), seedKey: `${prefix}-${i + 1}` }));
  return [...keyed('en', ENGLISH_PASSAGES), ...keyed('hi', HINDI_PASSAGES)];
}

const loaded = new WeakMap<Db, Promise<void>>();

/**
 * Presets and shipped passages are product data, needed in production as much as in a demo, so
 * they are written on first use rather than by the demo seed; rows that exist are left alone (an
 * admin's passages and edits stay). Memoised per database: later calls cost nothing.
 */
export function ensureCatalogue(db: Db): Promise<void> {
  let done = loaded.get(db);
  if (!done) {
    done = (async () => {
      await repo.insertPresets(db, presetRows());
      await repo.insertPassages(db, shippedPassages());
    })();
    done.catch(() => loaded.delete(db));
    loaded.set(db, done);
  }
  return done;
}
