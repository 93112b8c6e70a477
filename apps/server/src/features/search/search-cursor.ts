import type { SearchSort } from '@shuruaat/contract';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';

/** Position after the last row of a page: its sort key (rank or pay), time and id. */
export type SearchCursor = { sort: SearchSort; key: number | null; createdAt: Date; id: string };

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

export function decodeSearchCursor(
  raw: string | undefined,
  sort: SearchSort,
): SearchCursor | undefined {
  if (!raw) return undefined;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(raw, 'base64url').toString());
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parts) || parts.length !== 4) throw invalid();
  const [cursorSort, key, time, id] = parts as unknown[];
  const createdAt = new Date(String(time));
  const keyOk = key === null || (typeof key === 'number' && Number.isFinite(key));
  if (
    cursorSort !== sort ||
    !keyOk ||
    Number.isNaN(createdAt.getTime()) ||
    typeof id !== 'string' ||
    !isUuid(id)
  ) {
    throw invalid();
  }
  return { sort, key: key as number | null, createdAt, id };
}
