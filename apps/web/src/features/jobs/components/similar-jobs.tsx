import type { JobListItem } from '@shuruaat/contract';
import { JobCard } from './job-card';
import { useT } from '@/lib/i18n/translate';

export function SimilarJobs({ jobs }: { jobs: JobListItem[] }) {
  const t = useT();
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby="similar-jobs">
      <h2 id="similar-jobs" className="mb-3 text-lg font-semibold text-indigo-950">
        {t('jobs.similar.title')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {jobs.map((job) => (
          <li key={job._id}>
            <JobCard job={job} heading="h3" isInResults={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
