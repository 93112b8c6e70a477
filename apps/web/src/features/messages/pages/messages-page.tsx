import { CONVERSATION_MESSAGES } from '@shuruaat/contract';
import { Link, useLoaderData, useLocation } from 'react-router';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { useLoadedView } from '@/lib/use-loaded-view';
import { shortMomentText } from '@/lib/format';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { MESSAGES_PATHS } from '../format';
import { messagesLoader } from '../loaders';
import { messagesCatalogue } from '../locales/catalogue';
import { useLiveEvents } from '../use-live-events';

/** /user/dashboard/messages and /employer/dashboard/messages: every conversation, latest first. */
function MessagesPage() {
  const t = useT();
  const isEmployer = useLocation().pathname.startsWith('/employer');
  const base = MESSAGES_PATHS[isEmployer ? 'employer' : 'candidate'];
  const { view, retry } = useLoadedView(useLoaderData<typeof messagesLoader>().inbox);
  // Any message, interview change or read receipt, and a reconnect, asks for the inbox again.
  useLiveEvents(retry, retry);

  if (view.status === 'failed')
    return <LoadFailed message={localizeServerMessage(view.message)} onRetry={retry} />;
  if (view.status === 'loading') return <PageLoader />;
  const inbox = view.data;
  // The last message as written, or the server's line for a file sent alone.
  const lastLine = (message: string) =>
    message === CONVERSATION_MESSAGES.sentAttachment
      ? t('contract.conversations.sentAttachment')
      : message;
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-indigo-950">{t('messages.inbox.title')}</h1>
        <p className="text-slate-700">
          {isEmployer ? t('messages.inbox.leadEmployer') : t('messages.inbox.leadCandidate')}
        </p>
      </div>
      {inbox.conversations.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          {isEmployer ? t('messages.inbox.emptyEmployer') : t('messages.inbox.emptyCandidate')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {inbox.conversations.map((c) => (
            <li key={c.applicationId}>
              <Link
                to={`${base}/${c.applicationId}`}
                className="flex items-start gap-3 p-4 hover:bg-indigo-50"
              >
                <div className="min-w-0 flex-1">
                  <p
                    className={`truncate text-indigo-950 ${c.unreadCount ? 'font-bold' : 'font-semibold'}`}
                  >
                    {c.withName}
                    <span className="font-normal text-slate-700"> · {c.jobTitle}</span>
                  </p>
                  <p
                    className={`truncate text-sm ${c.unreadCount ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
                  >
                    {c.lastMessageMine
                      ? t('messages.inbox.mine', { message: lastLine(c.lastMessage) })
                      : lastLine(c.lastMessage)}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span className="text-xs text-slate-600">{shortMomentText(c.lastAt)}</span>
                  {c.unreadCount ? (
                    <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
                      {t('messages.inbox.unread', { count: c.unreadCount })}
                    </span>
                  ) : null}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const messagesRoute = {
  Component: MessagesPage,
  loader: messagesLoader,
  catalogue: messagesCatalogue,
};
