import type { Loaded } from '@/lib/route-data';

export type SubmitState = { busy: boolean; done: string | null; error: string | null };

/**
 * A one-shot action's answer as the pages show it: busy while it runs, then the server's message
 * or its error (an earlier answer is not shown while the next one is on its way).
 */
export function submitState(
  busy: boolean,
  answer: Loaded<{ message: string }> | undefined,
): SubmitState {
  if (busy || !answer) return { busy, done: null, error: null };
  return answer.ok
    ? { busy, done: answer.data.message, error: null }
    : { busy, done: null, error: answer.failure.message };
}
