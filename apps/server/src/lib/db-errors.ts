/** The SQLSTATE of a PostgreSQL error, whether the driver throws it or wraps it as the cause. */
function sqlState(error: unknown): string | undefined {
  const code = (e: unknown) => (e as { code?: unknown } | null | undefined)?.code;
  const state = code(error) ?? code((error as { cause?: unknown } | null | undefined)?.cause);
  return typeof state === 'string' ? state : undefined;
}

/** PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/**
 * character_not_in_repertoire: text holding U+0000, which PostgreSQL cannot store. Request
 * schemas refuse NUL first; this catches any input that reached SQL without one.
 */
export function isNulInText(error: unknown): boolean {
  return sqlState(error) === '22021';
}
