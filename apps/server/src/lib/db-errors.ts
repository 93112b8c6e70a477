const codeOf = (error: unknown) => (error as { code?: unknown } | undefined)?.code;

/** The error and each `cause` it wraps (Drizzle wraps the driver's error as its cause). */
function* chain(error: unknown): Generator<unknown> {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    yield e;
  }
}

/** PostgreSQL's unique_violation, whether the driver throws it or wraps it as the cause. */
export function isUniqueViolation(error: unknown): boolean {
  return [...chain(error)].some((e) => codeOf(e) === '23505');
}

// SQLSTATE class 08 (connection exception), 57P01–57P03 (shutting down, crashed, starting up)
// and 53300 (too many connections) all say "the database is away for now", not "your request
// is wrong" — as do the socket errors and the pool's own messages when there is no server.
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[1-3]|53300)$/;
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** Whether an error means the database cannot be reached right now (worth a retry). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return [...chain(error)].some((e) => {
    const code = codeOf(e);
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))
    ) {
      return true;
    }
    const message = e instanceof Error ? e.message : '';
    return UNAVAILABLE_MESSAGES.some((text) => message.includes(text));
  });
}

/**
 * character_not_in_repertoire: text holding U+0000, which PostgreSQL cannot store. Request
 * schemas refuse NUL first; this catches any input that reached SQL without one.
 */
export function isNulInText(error: unknown): boolean {
  return [...chain(error)].some((e) => codeOf(e) === '22021');
}
