import type { ShouldRevalidateFunction } from 'react-router';

// 409: the record changed elsewhere (withdrawn in another tab, moved by a colleague);
// 404: it is gone (an applicant removed meanwhile).
const OUTDATED = new Set([404, 409]);

/** An action's answer (a `Loaded` failure) saying the screen shows a record that has changed. */
export function isOutdatedAnswer(actionResult: unknown): boolean {
  if (typeof actionResult !== 'object' || actionResult === null) return false;
  const answer = actionResult as { ok?: unknown; failure?: { status?: unknown } };
  return answer.ok === false && OUTDATED.has(Number(answer.failure?.status));
}

/**
 * A page that applies its own changes in place (and so reads nothing again after an action)
 * still reads its loaders again when the server answers that the record it acted on is out of
 * date, so the row and the counts show the server's state beside the server's message.
 */
export const revalidateOnConflict =
  (keep: ShouldRevalidateFunction): ShouldRevalidateFunction =>
  (args) =>
    isOutdatedAnswer(args.actionResult) || keep(args);
