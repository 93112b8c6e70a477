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
