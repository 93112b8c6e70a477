import type { Conversation } from '@shuruaat/contract';
import { Link } from 'react-router';
import { messageWithParts } from '@/lib/i18n/message-parts';
import { useT } from '@/lib/i18n/translate';
import { MESSAGES_PATHS } from '../format';

/** Who the conversation is with, and about which job. */
export function ConversationHeader({ conversation }: { conversation: Conversation }) {
  const t = useT();
  const isEmployer = conversation.role === 'employer';
  const withName = isEmployer ? conversation.candidate.name : conversation.company.name;
  const jobLink = (
    <Link to={`/jobs/${conversation.job.slug}`} className="font-semibold text-indigo-800 underline">
      {conversation.job.title}
    </Link>
  );
  return (
    <header className="space-y-1">
      <Link
        to={MESSAGES_PATHS[conversation.role]}
        className="text-sm font-semibold text-indigo-800 underline"
      >
        {t('messages.header.all')}
      </Link>
      <h1 className="text-2xl font-bold break-words text-indigo-950">{withName}</h1>
      <p className="text-sm text-slate-700">
        {messageWithParts(
          t,
          isEmployer ? 'messages.header.aboutJob' : 'messages.header.aboutJobAt',
          { company: conversation.company.name },
          { job: jobLink },
        )}
        {isEmployer ? (
          <>
            {' · '}
            <Link
              to={`/employer/dashboard/jobs/${conversation.job._id}/applicants`}
              className="font-semibold text-indigo-800 underline"
            >
              {t('messages.header.applicants')}
            </Link>
          </>
        ) : null}
      </p>
    </header>
  );
}
