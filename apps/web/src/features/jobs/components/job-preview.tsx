import {
  countOf,
  CATEGORY_LABELS,
  PERK_LABELS,
  type Category,
  type Perk,
} from '@shuruaat/contract';
import { MarkdownPreview } from '@/components/ui/markdown-preview';
import type { JobFormValues } from '../job-form-values';
import { KIND_LABELS, payText, placeText } from '@/lib/job-format';
import { dateText } from '@/lib/format';

export type PreviewCompany = { name: string; logoUrl: string | null };
type JobPreviewProps = { values: Partial<JobFormValues>; company: PreviewCompany };

/** The listing as candidates will see it: the card in search results and the job page. */
export function JobPreview({ values, company }: JobPreviewProps) {
  const kind = values.kind ?? 'internship';
  const job = {
    kind,
    workMode: values.workMode ?? 'office',
    cities: values.cities ?? [],
    stipend: values.stipend,
    ctc: values.ctc,
  };
  const title = values.title?.trim() || 'Your job title';
  return (
    <section aria-label="Preview" className="space-y-4">
      <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        Preview: what candidates see
      </h2>
      <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex items-start gap-3">
          <CompanyMark company={company} />
          <div className="min-w-0">
            <h3 className="font-semibold break-words text-indigo-950">{title}</h3>
            <p className="text-sm text-slate-700">{company.name || 'Your company'}</p>
          </div>
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          <Fact term="Where" value={placeText(job)} />
          <Fact term={kind === 'job' ? 'CTC' : 'Stipend'} value={payText(job)} />
          <Fact
            term="Starts"
            value={values.startDate ? dateText(values.startDate) : 'Immediately'}
          />
          {kind === 'internship' ? (
            <Fact
              term="Duration"
              value={values.durationMonths ? countOf(values.durationMonths, 'month') : '—'}
            />
          ) : null}
          <Fact term="Apply by" value={values.applyBy ? dateText(values.applyBy) : '—'} />
        </dl>
        <ul className="mt-3 flex flex-wrap gap-2 text-xs font-medium">
          <Chip>{KIND_LABELS[kind]}</Chip>
          {values.partTime ? <Chip>Part-time</Chip> : null}
          {kind === 'internship' && values.ppo ? <Chip>PPO</Chip> : null}
        </ul>
      </article>
      <PagePreview values={values} />
    </section>
  );
}

function PagePreview({ values }: { values: Partial<JobFormValues> }) {
  const category = values.category as Category | '' | undefined;
  const description = values.description?.trim();
  return (
    <article className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      {category ? <p className="text-xs text-slate-600">{CATEGORY_LABELS[category]}</p> : null}
      <h3 className="font-semibold text-slate-900">
        About the {values.kind === 'job' ? 'job' : 'internship'}
      </h3>
      <MarkdownPreview
        markdown={description ?? ''}
        empty="Your description appears here."
        className="text-slate-700"
      />
      {values.skills?.length ? (
        <>
          <h3 className="font-semibold text-slate-900">Skills required</h3>
          <ul className="flex flex-wrap gap-2 text-xs">
            {values.skills.map((skill) => (
              <Chip key={skill}>{skill}</Chip>
            ))}
          </ul>
        </>
      ) : null}
      {values.perks?.length ? (
        <>
          <h3 className="font-semibold text-slate-900">Perks</h3>
          <p className="text-slate-700">
            {(values.perks as Perk[]).map((perk) => PERK_LABELS[perk]).join(' · ')}
          </p>
        </>
      ) : null}
      <p className="text-slate-700">
        {values.openings ? countOf(values.openings, 'opening') : null}
        {values.questions?.length
          ? ` · ${countOf(values.questions.length, 'screening question')}`
          : null}
      </p>
    </article>
  );
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
