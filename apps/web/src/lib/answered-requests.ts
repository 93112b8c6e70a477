/**
 * Requests a server-rendered page already answered, so its thunks do not ask again.
 *
 * On the server every render pass asks for the same data; `started` lets only the first ask go
 * out. In the browser, `answered` holds what the server fetched for the page it sent: the first
 * ask for each is skipped (its answer is already in the store) and any later ask goes out as
 * usual, so coming back to the page still refreshes it.
 */
export type AnsweredRequests =
  { kind: 'server'; started: Set<string> } | { kind: 'browser'; answered: Set<string> };

/** One request's identity: the thunk's type and its argument as JSON. */
export const requestKey = (type: string, arg: unknown): string =>
  `${type} ${JSON.stringify(arg) ?? ''}`;

const isAnsweredRequests = (extra: unknown): extra is AnsweredRequests =>
  typeof extra === 'object' &&
  extra !== null &&
  'kind' in extra &&
  (extra.kind === 'server' || extra.kind === 'browser');

/** Whether a thunk should skip this request; `extra` is the store's thunk extra argument. */
export function isAlreadyAnswered(extra: unknown, type: string, arg: unknown): boolean {
  if (!isAnsweredRequests(extra)) return false;
  const key = requestKey(type, arg);
  if (extra.kind === 'browser') return extra.answered.delete(key);
  if (extra.started.has(key)) return true;
  extra.started.add(key);
  return false;
}
