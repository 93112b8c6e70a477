import { todayInIndia, type JobDetailResponse, type Perk } from '@shuruaat/contract';
import type { ReactNode } from 'react';
import { HtmlContent } from '@/components/ui/html-content';
import { whoCanApply } from '../who-can-apply';
import { Badge } from './badges';
import { useT } from '@/lib/i18n/translate';
import { categoryLabel } from '@/job-search/option-labels';

export const PERK_WORDS: Record<Perk, string> = {
  certificate: 'jobs.perk.certificate',
  'letter-of-recommendation': 'jobs.perk.letterOfRecommendation',
  'flexible-hours': 'jobs.perk.flexibleHours',
  'five-days-a-week': 'jobs.perk.fiveDaysAWeek',
  'informal-dress-code': 'jobs.perk.informalDressCode',
  'free-snacks': 'jobs.perk.freeSnacks',
  'job-offer': 'jobs.perk.jobOffer',
};

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="mb-3 text-lg font-semibold text-indigo-950">{title}</h2>
      {children}
    </section>
  );
}

/** What the work is, what it asks for and what it gives. */
export function JobDetails({ detail, now }: { detail: JobDetailResponse; now?: Date }) {
  const t = useT();
  const { job } = detail;
  const questions = job.questions.length;
  return (
    <>
      <Section
        title={t(job.kind === 'job' ? 'jobs.details.aboutJob' : 'jobs.details.aboutInternship')}
      >
        <p className="mb-3 text-sm text-slate-600">{categoryLabel(t, job.category)}</p>
        <HtmlContent html={detail.descriptionHtml} />
      </Section>
      {job.skills.length ? (
        <Section title={t('jobs.details.skills')}>
          <ul className="flex flex-wrap gap-2">
            {job.skills.map((skill) => (
              <Badge key={skill}>{skill}</Badge>
            ))}
          </ul>
        </Section>
      ) : null}
      {job.perks.length ? (
        <Section title={t('jobs.details.perks')}>
          <ul className="list-disc space-y-1 pl-5 text-slate-800">
            {job.perks.map((perk) => (
              <li key={perk}>{t(PERK_WORDS[perk])}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title={t('jobs.details.whoCanApply')}>
        <p className="text-slate-800">{t('jobs.details.candidatesWho')}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {whoCanApply(t, job, todayInIndia(now)).map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-700">
          {questions
            ? t('jobs.details.questions', { count: questions })
            : t('jobs.details.noQuestions')}
        </p>
      </Section>
    </>
  );
}
