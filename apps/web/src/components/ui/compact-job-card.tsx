import type { JobListItem } from '@shuruaat/contract';
import { Link } from 'react-router';
import { placeText } from '@/lib/job-format';
import { useT, type Translate } from '@/lib/i18n/translate';
import { durationText, listingPayText, postedAgoText } from '@/lib/listing-format';

const jobHref = (slug: string) => `/jobs/${encodeURIComponent(slug)}`;

function CompanyMark({ company }: { company: JobListItem['company'] }) {
  if (company.logoUrl) {
    return (
      <img
        src={company.logoUrl}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        className="size-10 shrink-0 rounded-lg border border-slate-200 bg-white object-contain"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-100 font-bold text-indigo-900"
    >
      {company.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

function facts(t: Translate, job: JobListItem): string[] {
  const duration = job.durationMonths ? durationText(job.durationMonths) : null;
  const partTime = job.partTime ? t('components.job.partTime') : null;
  return [placeText(t, job), listingPayText(job), duration, partTime].filter(
    (fact): fact is string => fact !== null,
  );
}

/** A compact listing: the whole card opens the job page, through the title's link. */
export function CompactJobCard({ job }: { job: JobListItem }) {
  const t = useT();
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-indigo-300 hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-indigo-600">
      <div className="flex items-start gap-3">
        <CompanyMark company={job.company} />
        <div className="min-w-0">
          <h3 className="line-clamp-2 font-semibold text-indigo-950">
            <Link
              to={jobHref(job.slug)}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {job.title}
            </Link>
          </h3>
          <p className="truncate text-sm text-slate-600">{job.company.name}</p>
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-1.5 text-xs font-medium text-slate-700">
        {facts(t, job).map((fact) => (
          <li key={fact} className="rounded-full bg-slate-100 px-2.5 py-1">
            {fact}
          </li>
        ))}
      </ul>
      <p className="mt-auto pt-3 text-xs text-slate-600">{postedAgoText(job.createdAt)}</p>
    </article>
  );
}

/** Holds a card's place, at its size, while the listings load. */
export function CompactJobCardSkeleton() {
  return (
    <div aria-hidden="true" className="h-full rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex animate-pulse gap-3">
        <span className="size-10 shrink-0 rounded-lg bg-slate-200" />
        <span className="flex flex-1 flex-col gap-2 pt-1">
          <span className="h-3.5 w-4/5 rounded bg-slate-200" />
          <span className="h-3 w-1/2 rounded bg-slate-100" />
        </span>
      </div>
      <div className="mt-4 flex animate-pulse gap-2">
        <span className="h-6 w-20 rounded-full bg-slate-100" />
        <span className="h-6 w-28 rounded-full bg-slate-100" />
      </div>
    </div>
  );
}
