import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './db-errors';

const withCode = (code: string, message = 'db error') =>
  Object.assign(new Error(message), { code });

describe('database errors', () => {
  it('a server shutting down, crashed or starting up is unavailable, wrapped or not', () => {
    expect(isDatabaseUnavailable(withCode('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P03'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: withCode('08006') }))).toBe(
      true,
    );
  });

  it('a refused socket, a dropped connection and a pool timeout are unavailable', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('a bug or a constraint is not mistaken for an outage', () => {
    expect(isDatabaseUnavailable(withCode('42703'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isUniqueViolation(new Error('insert failed', { cause: withCode('23505') }))).toBe(true);
  });
});
