import type { CandidateApplication } from '@shuruaat/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { canWithdraw } from '../../application-filters';
import { CANDIDATE_PATHS } from '@/lib/candidate-paths';
import { dayText } from '@/lib/format';
import { useT } from '@/lib/i18n/translate';
import { StatusChip } from './status-chip';
import { Timeline } from './timeline';

type ApplicationItemProps = {
  application: CandidateApplication;
  onWithdraw: (application: CandidateApplication) => void;
};

export function ApplicationItem({ application, onWithdraw }: ApplicationItemProps) {
  const t = useT();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const { job } = application;
  return (
    <article
      id={`application-${application.jobId}`}
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="font-semibold break-words text-indigo-950">
            <Link to={CANDIDATE_PATHS.job(job.slug)} className="underline-offset-2 hover:underline">
              {job.title}
            </Link>
          </h2>
          <p className="text-sm text-slate-700">
            {job.company.name} · {t(`applications.kind.${job.kind}`)}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {t('applications.mine.appliedOn', { date: dayText(application.appliedAt) })}
          </p>
        </div>
        <StatusChip status={application.status} />
      </div>
      {application.status === 'rejected' && application.decisionReason ? (
        <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
          {t(`applications.reason.${application.decisionReason}`)}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={isOpen}
          aria-controls={`${id}-details`}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? t('applications.mine.hideDetails') : t('applications.mine.showDetails')}
        </Button>
        {application.status === 'withdrawn' ? null : (
          <ButtonLink variant="ghost" size="sm" to={`/user/dashboard/messages/${application._id}`}>
            {t('applications.mine.messages')}
          </ButtonLink>
        )}
        {canWithdraw(application.status) ? (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700"
            onClick={() => onWithdraw(application)}
          >
            {t('applications.mine.withdraw')}
          </Button>
        ) : null}
      </div>
      {isOpen ? <Details id={`${id}-details`} application={application} /> : null}
    </article>
  );
}

function Details({ id, application }: { id: string; application: CandidateApplication }) {
  const t = useT();
  return (
    <div id={id} className="mt-4 grid gap-6 border-t border-slate-200 pt-4 md:grid-cols-2">
      <section>
        <h3 className="mb-3 text-sm font-semibold text-slate-800">
          {t('applications.mine.timeline')}
        </h3>
        <Timeline events={application.timeline} />
      </section>
      <section className="min-w-0 space-y-4">
        <div>
          <h3 className="text-sm font-semibold text-slate-800">
            {t('applications.mine.whatYouSent')}
          </h3>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700">
            {application.coverLetter}
          </p>
        </div>
        {application.answers.length > 0 ? (
          <dl className="space-y-3">
            {application.answers.map((answer) => (
              <div key={answer.questionId}>
                <dt className="text-sm font-medium text-slate-900">{answer.question}</dt>
                <dd className="text-sm whitespace-pre-line text-slate-700">
                  {answer.answer || t('applications.mine.notAnswered')}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="text-sm text-slate-600">
          {t('applications.mine.resumeVersion', { version: application.resume.version })}
        </p>
      </section>
    </div>
  );
}
