import type { SearchSort } from '@shuruaat/contract';
import { AppError } from '../../lib/app-error';
import { cursorTime, isUuid, parseCursorJson } from '../../lib/cursor';

/** Position after the last row of a page: its sort key (rank or pay), time and id. */
export type SearchCursor = { sort: SearchSort; key: number | null; createdAt: Date; id: string };

/** Pay keys are PostgreSQL integers (rupees a month). */
const PAY_KEY_MAX = 2_147_483_647;
/** Relevance keys are a tier, 0 to 4 (live-index/find.ts). */
const RELEVANCE_KEY_MAX = 4;

export function encodeSearchCursor(cursor: SearchCursor): string {
  const { sort, key, createdAt, id } = cursor;
  return Buffer.from(JSON.stringify([sort, key, createdAt.toISOString(), id])).toString(
    'base64url',
  );
}

const invalid = () =>
  new AppError('VALIDATION', 'This results link has expired. Search again from the first page.', [
    { path: 'cursor', message: 'Invalid cursor' },
  ]);

/** Whether `key` is one the search for `sort` can write, so SQL never sees another. */
function isKeyFor(sort: SearchSort, key: unknown): key is number | null {
  if (sort === 'newest') return key === null;
  if (typeof key !== 'number' || !Number.isInteger(key) || key < 0) return false;
  return key <= (sort === 'pay' ? PAY_KEY_MAX : RELEVANCE_KEY_MAX);
}

export function decodeSearchCursor(
  raw: string | undefined,
  sort: SearchSort,
): SearchCursor | undefined {
  if (!raw) return undefined;
  const parts = parseCursorJson(raw);
  if (!Array.isArray(parts) || parts.length !== 4) throw invalid();
  const [cursorSort, key, time, id] = parts as unknown[];
  const createdAt = cursorTime(time);
  if (cursorSort !== sort || !isKeyFor(sort, key) || !createdAt) throw invalid();
  if (typeof id !== 'string' || !isUuid(id)) throw invalid();
  return { sort, key, createdAt, id };
}
