import type { Category, Perk } from '@shuruaat/contract';
import { MarkdownPreview } from '@/components/ui/markdown-preview';
import type { JobFormValues } from '../job-form-values';
import { payText, placeText } from '@/lib/job-format';
import { durationText } from '@/lib/listing-format';
import { dateText } from '@/lib/format';
import { categoryLabel } from '@/job-search/option-labels';
import { useT, type Translate } from '@/lib/i18n/translate';
import { PERK_WORDS } from './job-details';

export type PreviewCompany = { name: string; logoUrl: string | null };
type JobPreviewProps = { values: Partial<JobFormValues>; company: PreviewCompany };

/** The listing as candidates will see it: the card in search results and the job page. */
export function JobPreview({ values, company }: JobPreviewProps) {
  const t = useT();
  const kind = values.kind ?? 'internship';
  const job = {
    kind,
    workMode: values.workMode ?? 'office',
    cities: values.cities ?? [],
    stipend: values.stipend,
    ctc: values.ctc,
  };
  const title = values.title?.trim() || t('jobs.preview.yourTitle');
  return (
    <section aria-label={t('jobs.preview.label')} className="space-y-4">
      <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {t('jobs.preview.heading')}
      </h2>
      <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex items-start gap-3">
          <CompanyMark company={company} />
          <div className="min-w-0">
            <h3 className="font-semibold break-words text-indigo-950">{title}</h3>
            <p className="text-sm text-slate-700">
              {company.name || t('jobs.preview.yourCompany')}
            </p>
          </div>
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          <Fact term={t('jobs.preview.where')} value={placeText(t, job)} />
          <Fact
            term={kind === 'job' ? t('jobs.preview.ctc') : t('jobs.preview.stipend')}
            value={payText(job)}
          />
          <Fact
            term={t('jobs.preview.starts')}
            value={values.startDate ? dateText(values.startDate) : t('jobs.preview.immediately')}
          />
          {kind === 'internship' ? (
            <Fact
              term={t('jobs.preview.duration')}
              value={values.durationMonths ? durationText(values.durationMonths) : '—'}
            />
          ) : null}
          <Fact
            term={t('jobs.preview.applyBy')}
            value={values.applyBy ? dateText(values.applyBy) : '—'}
          />
        </dl>
        <ul className="mt-3 flex flex-wrap gap-2 text-xs font-medium">
          <Chip>{t(`jobs.form.kind.${kind}`)}</Chip>
          {values.partTime ? <Chip>{t('jobs.preview.partTime')}</Chip> : null}
          {kind === 'internship' && values.ppo ? <Chip>PPO</Chip> : null}
        </ul>
      </article>
      <PagePreview values={values} />
    </section>
  );
}

function PagePreview({ values }: { values: Partial<JobFormValues> }) {
  const t = useT();
  const category = values.category as Category | '' | undefined;
  const description = values.description?.trim();
  return (
    <article className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      {category ? <p className="text-xs text-slate-600">{categoryLabel(t, category)}</p> : null}
      <h3 className="font-semibold text-slate-900">
        {values.kind === 'job' ? t('jobs.preview.aboutJob') : t('jobs.preview.aboutInternship')}
      </h3>
      <MarkdownPreview
        markdown={description ?? ''}
        empty={t('jobs.preview.descriptionHere')}
        className="text-slate-700"
      />
      {values.skills?.length ? (
        <>
          <h3 className="font-semibold text-slate-900">{t('jobs.preview.skills')}</h3>
          <ul className="flex flex-wrap gap-2 text-xs">
            {values.skills.map((skill) => (
              <Chip key={skill}>{skill}</Chip>
            ))}
          </ul>
        </>
      ) : null}
      {values.perks?.length ? (
        <>
          <h3 className="font-semibold text-slate-900">{t('jobs.preview.perks')}</h3>
          <p className="text-slate-700">
            {(values.perks as Perk[]).map((perk) => t(PERK_WORDS[perk])).join(' · ')}
          </p>
        </>
      ) : null}
      <p className="text-slate-700">{countsLine(t, values)}</p>
    </article>
  );
}

/** "2 openings · 1 screening question", or as much of it as the form has. */
function countsLine(t: Translate, values: Partial<JobFormValues>): string | null {
  const questions = values.questions?.length ?? 0;
  if (!values.openings) return questions ? t('jobs.preview.questionsOnly', { questions }) : null;
  const openings = t('jobs.preview.openings', { count: values.openings });
  return questions ? t('jobs.preview.openingsAndQuestions', { openings, questions }) : openings;
}

function CompanyMark({ company }: { company: PreviewCompany }) {
  if (company.logoUrl) {
    return (
      <img
        src={company.logoUrl}
        alt=""
        className="size-12 shrink-0 rounded-lg border object-contain"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-indigo-900 text-lg font-bold text-white"
    >
      {company.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{term}</dt>
      <dd className="font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}

function Chip({ children }: { children: string }) {
  return <li className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-800">{children}</li>;
}
