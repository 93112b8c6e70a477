import type { Conversation } from '@shuruaat/contract';
import { Link } from 'react-router';
import { MESSAGES_PATHS } from '../format';

/** Who the conversation is with, and about which job. */
export function ConversationHeader({ conversation }: { conversation: Conversation }) {
  const isEmployer = conversation.role === 'employer';
  const withName = isEmployer ? conversation.candidate.name : conversation.company.name;
  return (
    <header className="space-y-1">
      <Link
        to={MESSAGES_PATHS[conversation.role]}
        className="text-sm font-semibold text-indigo-800 underline"
      >
        ← All messages
      </Link>
      <h1 className="text-2xl font-bold break-words text-indigo-950">{withName}</h1>
      <p className="text-sm text-slate-700">
        About{' '}
        <Link
          to={`/jobs/${conversation.job.slug}`}
          className="font-semibold text-indigo-800 underline"
        >
          {conversation.job.title}
        </Link>
        {isEmployer ? null : ` at ${conversation.company.name}`}
        {isEmployer ? (
          <>
            {' · '}
            <Link
              to={`/employer/dashboard/jobs/${conversation.job._id}/applicants`}
              className="font-semibold text-indigo-800 underline"
            >
              Applicants
            </Link>
          </>
        ) : null}
      </p>
    </header>
  );
}
