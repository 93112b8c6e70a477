import { describe, expect, it } from 'vitest';
import type { SearchSort } from '@shuruaat/contract';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor';

const ID = '3f9a2c1b-0000-4000-8000-000000000001';
const TIME = '2026-05-01T10:00:00.000Z';
const forge = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
const decode = (parts: unknown[], sort: SearchSort) => () => decodeSearchCursor(forge(parts), sort);
const EXPIRED = { statusCode: 400, code: 'VALIDATION' };

describe('decodeSearchCursor', () => {
  it.each([
    ['newest', null],
    ['pay', 25_000],
    ['relevance', 2],
    ['relevance', 4],
  ] as const)('reads back a %s cursor with key %s', (sort, key) => {
    const cursor = { sort, key, createdAt: new Date(TIME), id: ID };
    expect(decodeSearchCursor(encodeSearchCursor(cursor), sort)).toEqual(cursor);
  });

  it.each([
    ['a pay key of 1e308', ['pay', 1e308, TIME, ID], 'pay'],
    ['a pay key past the integer range', ['pay', 2 ** 31, TIME, ID], 'pay'],
    ['a fractional pay key', ['pay', 2.5, TIME, ID], 'pay'],
    ['a negative pay key', ['pay', -1, TIME, ID], 'pay'],
    ['a pay key as text', ['pay', '25000', TIME, ID], 'pay'],
    ['a missing pay key', ['pay', null, TIME, ID], 'pay'],
    ['a negative rank', ['relevance', -1, TIME, ID], 'relevance'],
    ['a rank above the top tier', ['relevance', 5, TIME, ID], 'relevance'],
    ['a likeness written by the old typo search', ['relevance', 0.42, TIME, ID], 'relevance'],
    ['a rank as text', ['relevance', '2', TIME, ID], 'relevance'],
    ['a key on a newest-first search', ['newest', 3, TIME, ID], 'newest'],
    ['a cursor of another sort', ['pay', 100, TIME, ID], 'newest'],
    ['year 300000', ['newest', null, '+300000-01-01T00:00:00Z', ID], 'newest'],
    ['a year PostgreSQL refuses', ['newest', null, new Date(8.6e15).toISOString(), ID], 'newest'],
    ['a negative year', ['newest', null, '-000001-01-01T00:00:00Z', ID], 'newest'],
    ['an id that is not a uuid', ['newest', null, TIME, 'x'], 'newest'],
  ] as const)('answers 400 "results link expired" for %s', (_case, parts, sort) => {
    expect(decode([...parts], sort)).toThrow(expect.objectContaining(EXPIRED));
  });
});
