import type { Job } from '@shuruaat/contract';
import { useT } from '@/lib/i18n/translate';
import { isActivelyHiring } from '@/lib/listing-format';

type Tone = 'green' | 'slate' | 'saffron';

const TONES: Record<Tone, string> = {
  green: 'bg-green-50 text-green-800 ring-green-200',
  slate: 'bg-slate-100 text-slate-800 ring-slate-200',
  saffron: 'bg-saffron-50 text-saffron-700 ring-saffron-200',
};

export function Badge({ tone = 'slate', children }: { tone?: Tone; children: string }) {
  return (
    <li
      className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </li>
  );
}

const KIND_BADGES = { internship: 'jobs.badge.internship', job: 'jobs.badge.job' } as const;

type BadgeJob = Pick<Job, 'kind' | 'partTime' | 'ppo' | 'createdAt'> &
  Partial<Pick<Job, 'updatedAt' | 'isAcceptingApplications'>> & { adultsOnly?: boolean };

/** The kind, then what makes a listing stand out: hiring now, part-time, a job offer at the end. */
export function JobBadges({ job, now }: { job: BadgeJob; now?: Date }) {
  const t = useT();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('jobs.badge.highlights')}>
      <Badge>{t(KIND_BADGES[job.kind])}</Badge>
      {isActivelyHiring(job, now) ? (
        <Badge tone="green">{t('jobs.badge.activelyHiring')}</Badge>
      ) : null}
      {job.partTime ? <Badge tone="saffron">{t('jobs.badge.partTime')}</Badge> : null}
      {job.kind === 'internship' && job.ppo ? (
        <Badge tone="saffron">{t('jobs.badge.ppo')}</Badge>
      ) : null}
      {job.adultsOnly ? <Badge>{t('jobs.badge.adultsOnly')}</Badge> : null}
    </ul>
  );
}
