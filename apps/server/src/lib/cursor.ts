import { AppError } from './app-error';

export type Cursor = { createdAt: Date; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keyset position "after this row", opaque to clients and stable under new inserts. */
export function encodeCursor({ createdAt, id }: Cursor): string {
  return Buffer.from(JSON.stringify([createdAt.toISOString(), id])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): Cursor | undefined {
  if (!cursor) return undefined;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    const date = new Date(String(createdAt));
    if (Number.isNaN(date.getTime()) || typeof id !== 'string' || !UUID.test(id)) throw new Error();
    return { createdAt: date, id };
  } catch {
    throw new AppError(
      'VALIDATION',
      'This page link is no longer valid. Start again from the first page.',
      [{ path: 'cursor', message: 'Invalid cursor' }],
    );
  }
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Fetch one row more than asked: its presence says whether another page exists. */
export function pageOf<T extends { createdAt: Date; id: string }>(
  rows: T[],
  limit: number,
): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
