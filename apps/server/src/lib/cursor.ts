import { AppError } from './app-error';

export type Cursor = { createdAt: Date; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Cursors carry row times. Outside these years JavaScript writes ISO dates PostgreSQL refuses
// ("+200000-01-01", "-000100-01-01"), so a forged cursor would fail in SQL instead of here.
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Keyset position "after this row", opaque to clients and stable under new inserts. */
export function encodeCursor({ createdAt, id }: Cursor): string {
  return Buffer.from(JSON.stringify([createdAt.toISOString(), id])).toString('base64url');
}

/** The JSON inside a cursor, or undefined when it is not base64url JSON. */
export function parseCursorJson(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown;
  } catch {
    return undefined;
  }
}

/** A cursor's time, if it is an ISO time both JavaScript and PostgreSQL read the same way. */
export function cursorTime(value: unknown): Date | undefined {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return time >= EARLIEST && time <= LATEST ? new Date(time) : undefined;
}

export function decodeCursor(cursor: string | undefined): Cursor | undefined {
  if (!cursor) return undefined;
  const parts = parseCursorJson(cursor);
  const [time, id] = Array.isArray(parts) && parts.length === 2 ? parts : [];
  const createdAt = cursorTime(time);
  if (!createdAt || typeof id !== 'string' || !UUID.test(id)) {
    throw new AppError(
      'VALIDATION',
      'This page link is no longer valid. Start again from the first page.',
      [{ path: 'cursor', message: 'Invalid cursor' }],
    );
  }
  return { createdAt, id };
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
