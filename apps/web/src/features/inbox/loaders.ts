import {
  SetHandledBodySchema,
  SUBMISSION_MESSAGES,
  SubmissionKindSchema,
} from '@shuruaat/contract';
import type {
  ActionFunctionArgs,
  LoaderFunctionArgs,
  ShouldRevalidateFunction,
} from 'react-router';
import { z } from 'zod';
import type { Translate } from '@/lib/i18n/translate';
import { loaded, submitted } from '@/lib/route-data';
import { inboxApi, type InboxFilter } from './api';

// The admin inbox gets its data here (docs/ARCHITECTURE.md, "How a page gets its data"): the
// first page from the loader, later pages from `findSubmissions` for "Load more".

/**
 * The inbox's filter lives in the address (?kind=&handled=), so it can be shared, reloaded and
 * gone back to. Without `handled` it shows what is not handled yet; `handled=all` shows all.
 */
export function inboxFilterFrom(params: URLSearchParams): InboxFilter {
  const kind = SubmissionKindSchema.safeParse(params.get('kind'));
  const handled = params.get('handled');
  return {
    kind: kind.success ? kind.data : '',
    handled: handled === 'all' ? '' : handled === 'true' ? 'true' : 'false',
  };
}

/** The address's query for a filter: the inverse of `inboxFilterFrom`. */
export function inboxQuery(filter: InboxFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.kind) query.set('kind', filter.kind);
  if (filter.handled !== 'false') query.set('handled', filter.handled || 'all');
  return query;
}

export const findSubmissions = (filter: InboxFilter, cursor: string | null) =>
  loaded(async () => {
    const { submissions, nextCursor } = await inboxApi.list(filter, cursor);
    return { items: submissions, nextCursor };
  }, SUBMISSION_MESSAGES.fetchFailed);

/** /admin/dashboard/inbox?kind=&handled=: what the public site's forms sent, newest first. */
export async function inboxLoader({ request }: LoaderFunctionArgs) {
  const filter = inboxFilterFrom(new URL(request.url).searchParams);
  return { filter, submissions: await findSubmissions(filter, null) };
}

/** A signed link to the resume attached to a program application, opened when asked. */
export const openAttachedResume = (
  { publicId, version }: { publicId: string; version: number },
  t: Translate,
) =>
  loaded(async () => (await inboxApi.resumeLink(publicId, version)).url, t('inbox.resumeFailed'));

const SetHandledSchema = SetHandledBodySchema.extend({ id: z.string().min(1) });
export type SetHandled = z.input<typeof SetHandledSchema>;

/** "Mark handled" / "Mark not handled": the answer carries the server's message and the item. */
export async function inboxAction({ request }: ActionFunctionArgs) {
  const change = await submitted(request, SetHandledSchema);
  if (!change.ok) return change;
  const { id, handled } = change.data;
  return loaded(() => inboxApi.setHandled(id, handled), SUBMISSION_MESSAGES.updateFailed);
}

/**
 * The list is not read again after a change: the item stays where it is until the next load, so
 * the list does not jump under the pointer (a handled item in "Not handled" stays until then).
 */
export const keepInboxAfterChange: ShouldRevalidateFunction = ({
  formAction,
  currentUrl,
  defaultShouldRevalidate,
}) => (formAction?.split('?')[0] === currentUrl.pathname ? false : defaultShouldRevalidate);
