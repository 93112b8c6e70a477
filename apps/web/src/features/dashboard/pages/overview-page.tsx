import { Link, useOutletContext } from 'react-router';
import { profilePathFor } from '@shuruaat/contract';
import { useT } from '@/lib/i18n/translate';
import type { DashboardContext } from '../components/dashboard-layout';
import {
  CandidateOverview,
  isProfileComplete,
  type CandidateOverviewData,
} from '../components/candidate-overview';
import { NEXT_STEPS } from '../next-steps';

const INTROS = {
  candidate: 'dashboard.intro.candidate',
  employer: 'dashboard.intro.employer',
  admin: 'dashboard.intro.admin',
} as const;

/** The dashboard's first page; a candidate's also shows their figures (`app/overview-route`). */
export function OverviewPage({ overview }: { overview: CandidateOverviewData }) {
  const t = useT();
  const { user } = useOutletContext<DashboardContext>();
  const isCandidate = user.role === 'candidate';
  // A complete profile needs no "Complete your profile" card.
  const steps = NEXT_STEPS[user.role].filter(
    (step) =>
      !(
        isCandidate &&
        step.to === profilePathFor('candidate') &&
        isProfileComplete(overview.profile)
      ),
  );
  return (
    <section aria-labelledby="overview-heading">
      <h1 id="overview-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
        {t('dashboard.overview.namaste', { name: user.profile.displayName })}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t(INTROS[user.role])}</p>
      {isCandidate ? <CandidateOverview data={overview} /> : null}
      <h2 className="mt-8 text-lg font-semibold text-slate-900">
        {t('dashboard.overview.nextSteps')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {steps.map((step) => (
          <li
            key={step.title}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h3 className="font-semibold text-indigo-900">{t(step.title)}</h3>
            <p className="mt-1 flex-1 text-sm text-slate-700">{t(step.text)}</p>
            <Link
              to={step.to}
              className="mt-4 text-sm font-semibold text-saffron-700 underline-offset-2 hover:underline"
            >
              {t(step.action)} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
