import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { cursorTime, decodeCursor, encodeCursor } from './cursor';

const ID = '3f9a2c1b-0000-4000-8000-000000000001';
const forge = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');

function rejection(cursor: string): unknown {
  try {
    decodeCursor(cursor);
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('decodeCursor', () => {
  it('reads back what encodeCursor wrote', () => {
    const position = { createdAt: new Date('2026-05-01T10:20:30.456Z'), id: ID };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it.each([
    ['a year past 9999, which PostgreSQL cannot read', [new Date(8.6e15).toISOString(), ID]],
    ['year 300000', ['+300000-01-01T00:00:00Z', ID]],
    ['a negative year', ['-000100-01-01T00:00:00Z', ID]],
    ['a time before 1970', ['1969-12-31T23:59:59Z', ID]],
    ['a number for the time', [1_700_000_000_000, ID]],
    ['an id that is not a uuid', ['2026-05-01T00:00:00Z', "1' or '1'='1"]],
    ['a third part', ['2026-05-01T00:00:00Z', ID, 'extra']],
    ['an object', { createdAt: '2026-05-01T00:00:00Z', id: ID }],
  ])('answers 400 "page link no longer valid" for %s', (_case, parts) => {
    const error = rejection(forge(parts));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
  });

  it('answers 400 for text that is not base64url JSON', () => {
    expect(rejection('!!!not-a-cursor')).toMatchObject({ statusCode: 400 });
    expect(rejection(Buffer.from('{"a":').toString('base64url'))).toMatchObject({
      statusCode: 400,
    });
  });
});

describe('cursorTime', () => {
  it('accepts the instants between 1970 and the end of 9999', () => {
    expect(cursorTime('1970-01-01T00:00:00.000Z')?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(cursorTime('9999-12-31T23:59:59.999Z')?.getUTCFullYear()).toBe(9999);
    expect(cursorTime('10000-01-01T00:00:00Z')).toBeUndefined();
    expect(cursorTime('not a date')).toBeUndefined();
  });
});
