import { portfolioPath, type Applicant, type EmployerSettableStatus } from '@shuruaat/contract';
import type { ReactNode } from 'react';
import { degreeLine } from '@/lib/applicant-format';
import type { ApplicantTyping } from '../../use-applicant-typing';
import { dayText } from '@/lib/format';
import { ApplicantContact } from './applicant-contact';
import { ApplicantTimeline } from './applicant-timeline';
import { ApplicantTypingResult } from './applicant-typing-result';
import { ApplicationStatusChip } from './application-status-chip';
import { AvailabilityList } from './availability-list';
import { StatusActions } from './status-actions';
import { useT } from '@/lib/i18n/translate';

export type ApplicantDetailProps = {
  applicant: Applicant;
  isBusy: boolean;
  onMove: (status: EmployerSettableStatus) => void;
  onRemove: () => void;
};

/** Everything the candidate sent, in the order an employer reads it. */
export function ApplicantDetail({
  applicant,
  isBusy,
  onMove,
  onRemove,
  typing,
}: ApplicantDetailProps & { typing: ApplicantTyping }) {
  const t = useT();
  return (
    <div className="space-y-6 py-4">
      <div className="space-y-1 text-sm text-slate-700">
        <ApplicationStatusChip status={applicant.status} />
        <p>{degreeLine(applicant)}</p>
        <p>
          {applicant.city
            ? t('applications.row.cityApplied', {
                city: applicant.city,
                date: dayText(applicant.appliedAt),
              })
            : t('applications.row.appliedOn', { date: dayText(applicant.appliedAt) })}
        </p>
        {applicant.skills.length ? (
          <p>{t('applications.detail.skills', { skills: applicant.skills.join(', ') })}</p>
        ) : null}
      </div>
      <StatusActions applicant={applicant} isBusy={isBusy} onMove={onMove} onRemove={onRemove} />
      {applicant.status === 'withdrawn' ? null : (
        <ApplicantContact userId={applicant.userId} applicationId={applicant._id} />
      )}
      <Section title={t('applications.detail.why')}>
        <p className="text-sm whitespace-pre-line text-slate-800">{applicant.coverLetter}</p>
      </Section>
      {applicant.portfolioHandle ? (
        <Section title={t('applications.detail.portfolio')}>
          <a
            href={portfolioPath(applicant.portfolioHandle)}
            target="_blank"
            rel="noreferrer"
            className="text-sm font-semibold text-indigo-800 underline"
          >
            {t('applications.detail.openPortfolio', {
              name: applicant.fullName || t('applications.detail.theCandidate'),
            })}
          </a>
        </Section>
      ) : null}
      <ApplicantTypingResult applicationId={applicant._id} typing={typing} />
      {applicant.answers.length ? (
        <Section title={t('applications.detail.answers')}>
          <dl className="space-y-4">
            {applicant.answers.map((answer) => (
              <div key={answer.questionId}>
                <dt className="text-sm font-semibold text-slate-900">{answer.question}</dt>
                <dd className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">
                  {answer.answer || (
                    <span className="text-slate-600">{t('applications.detail.noAnswer')}</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}
      <Section title={t('applications.detail.availability')}>
        <AvailabilityList applicant={applicant} />
      </Section>
      <Section title={t('applications.detail.timeline')}>
        <ApplicantTimeline events={applicant.timeline} />
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-base font-semibold text-indigo-950">{title}</h3>
      {children}
    </section>
  );
}
