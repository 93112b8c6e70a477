import type { JobDetailResponse } from '@shuruaat/contract';
import { HtmlContent } from '@/components/ui/html-content';
import { Section } from './job-details';
import { ResponseRateLine } from './response-rate-line';
import { TrackRecordLine } from './track-record-line';
import { useT } from '@/lib/i18n/translate';
import { cityLabel } from '@/job-search/option-labels';

export function AboutCompany({ company }: { company: JobDetailResponse['company'] }) {
  const t = useT();
  const facts = [
    [t('jobs.company.industry'), company.industry],
    [
      t('jobs.company.size'),
      company.companySize ? t('jobs.company.sizePeople', { size: company.companySize }) : '',
    ],
    [t('jobs.company.city'), company.city ? cityLabel(t, company.city) : ''],
  ].filter(([, value]) => value);
  return (
    <Section title={t('jobs.company.about', { name: company.name })}>
      {company.aboutHtml ? <HtmlContent html={company.aboutHtml} /> : null}
      <ResponseRateLine companyId={company._id} />
      <TrackRecordLine companyId={company._id} companyName={company.name} linksToCompany />
      {facts.length ? (
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-xs text-slate-600">{term}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {company.website ? (
        <a
          href={company.website}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="mt-4 inline-block text-sm font-semibold text-indigo-800 underline"
        >
          {t('jobs.company.website')}
          <span className="sr-only">{t('jobs.company.websiteOf', { name: company.name })}</span>
        </a>
      ) : null}
    </Section>
  );
}
