import type { InboxResponse } from '@shuruaat/contract';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { toFailure } from '@/lib/failure';
import { shortMomentText } from '@/lib/format';
import { messagesApi } from '../api';
import { MESSAGES_PATHS } from '../format';
import { useLiveEvents } from '../use-live-events';

/** /user/dashboard/messages and /employer/dashboard/messages: every conversation, latest first. */
export function MessagesPage() {
  const isEmployer = useLocation().pathname.startsWith('/employer');
  const base = MESSAGES_PATHS[isEmployer ? 'employer' : 'candidate'];
  const [inbox, setInbox] = useState<InboxResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(
    () =>
      messagesApi
        .inbox()
        .then(setInbox, (failure: unknown) =>
          setError(toFailure(failure, 'Your messages could not be loaded.').message),
        ),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);
  useLiveEvents(
    () => void load(),
    () => void load(),
  );

  if (error && !inbox) return <LoadFailed message={error} onRetry={() => void load()} />;
  if (!inbox) return <PageLoader />;
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-indigo-950">Messages</h1>
        <p className="text-slate-700">
          {isEmployer
            ? 'Conversations with your applicants. Open an applicant on a job’s Applicants page to write first.'
            : 'Employers you applied to can write to you here about your application.'}
        </p>
      </div>
      {inbox.conversations.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          {isEmployer
            ? 'No conversations yet. Message an applicant from the applicant panel of any job.'
            : 'No messages yet. When an employer writes about one of your applications, it appears here.'}
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
                    {c.lastMessageMine ? 'You: ' : ''}
                    {c.lastMessage}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span className="text-xs text-slate-600">{shortMomentText(c.lastAt)}</span>
                  {c.unreadCount ? (
                    <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
                      {c.unreadCount} new
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
