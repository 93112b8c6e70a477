import { RESUME_ACCESS_MESSAGES, type ResumeAccessState } from '@shuruaat/contract';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { Link } from 'react-router';
import { EMPLOYER_PATHS } from '@/lib/employer-paths';
import { AccessRequest } from './access-request';

const GIVES = [
  'resume-database.access.gives1',
  'resume-database.access.gives2',
  'resume-database.access.gives3',
];

/** What an employer without resume access sees instead of the search. */
export function NoAccess({ access }: { access: ResumeAccessState | null }) {
  const t = useT();
  return (
    <div className="max-w-2xl space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-xl font-bold text-indigo-950">{t('resume-database.access.title')}</h2>
      <ul className="list-disc space-y-1.5 pl-5 text-slate-800">
        {GIVES.map((line) => (
          <li key={line}>{t(line)}</li>
        ))}
      </ul>
      <p className="rounded-lg bg-saffron-50 p-4 text-slate-900">
        {localizeServerMessage(RESUME_ACCESS_MESSAGES.noAccess)}
      </p>
      <p className="text-sm text-slate-700">{t('resume-database.access.why')}</p>
      <AccessRequest state={access} />
      <div className="flex flex-wrap items-center gap-4">
        <Link
          to={EMPLOYER_PATHS.myJobs}
          className="text-sm font-semibold text-indigo-800 underline underline-offset-2"
        >
          {t('resume-database.access.seeApplied')}
        </Link>
      </div>
    </div>
  );
}
