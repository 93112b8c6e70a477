import { toFailure, type Failure } from './failure';

/**
 * What a route loader hands its page: the answer, or the one Failure the page explains (a 404
 * says "not found", anything else offers to try again). Loaders return failures instead of
 * throwing them, so a page keeps its own layout and words for each and the data block a server
 * render ships stays plain JSON.
 */
export type Loaded<T> = { ok: true; data: T } | { ok: false; failure: Failure };

/** Runs one API call for a loader; whatever it throws becomes a Failure (`fallback` its text). */
export async function loaded<T>(call: () => Promise<T>, fallback: string): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await call() };
  } catch (error) {
    return { ok: false, failure: toFailure(error, fallback) };
  }
}

type Schema<T> = {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: ZodIssueLike[] } };
};
type ZodIssueLike = { path: PropertyKey[]; message: string };

/**
 * A form's JSON submission read by a route action with the contract's schema. What fails it is
 * the same 400 Failure the server would answer, each problem on its field, so the form shows a
 * hand-crafted request exactly as it shows the server's refusal.
 */
export async function submitted<T>(request: Request, schema: Schema<T>): Promise<Loaded<T>> {
  const parsed = schema.safeParse(await request.json().catch(() => undefined));
  if (parsed.success) return { ok: true, data: parsed.data };
  const details = parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const message = details[0]?.message ?? 'Check the form and try again.';
  return { ok: false, failure: { status: 400, code: 'VALIDATION', message, details } };
}
