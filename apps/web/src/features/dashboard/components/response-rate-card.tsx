import {
  countOf,
  RESPONSE_RATE,
  EMPLOYER_STATUS_LABELS,
  formatResponseRate,
  type ApplicationStatus,
  type EmployerResponseRateResponse,
} from '@shuruaat/contract';
import { Link } from 'react-router';
import { EMPLOYER_PATHS } from '@/lib/employer-paths';

const SHOWN = 5;

/**
 * The employer's response rate as candidates will see it on their listings, and the applications
 * that pull it down, so there is something to do about it.
 */
export function ResponseRateCard({ data }: { data: EmployerResponseRateResponse }) {
  const { responseRate, slow } = data;
  const figure = formatResponseRate(responseRate);
  return (
    <section
      aria-labelledby="response-rate-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="response-rate-heading" className="text-lg font-semibold text-slate-900">
        Response rate
      </h2>
      <p className="mt-2 text-slate-800">
        {figure ??
          `Shown on your listings once you have ${RESPONSE_RATE.minimumApplications} applications in ${RESPONSE_RATE.windowDays} days (you have ${responseRate.applications}).`}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        Applicants given a decision within {RESPONSE_RATE.withinDays} days, over the last{' '}
        {RESPONSE_RATE.windowDays} days. Applications left unanswered 30 days after a listing closes
        are answered for you as “employer did not respond”.
      </p>
      {slow.length ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">
            Waiting longest ({slow.length})
          </h3>
          <ul className="mt-2 divide-y divide-slate-100">
            {slow.slice(0, SHOWN).map((item) => (
              <li
                key={`${item.jobId}-${item.userId}`}
                className="flex flex-wrap items-baseline gap-x-2 py-2 text-sm"
              >
                <Link
                  to={EMPLOYER_PATHS.applicants(item.jobId)}
                  className="font-semibold text-indigo-800 underline-offset-2 hover:underline"
                >
                  {item.fullName || 'Applicant'}
                </Link>
                <span className="text-slate-700">· {item.jobTitle}</span>
                <span className="ml-auto text-slate-600">
                  {item.decided
                    ? `answered after ${countOf(item.days, 'day')}`
                    : `${EMPLOYER_STATUS_LABELS[item.status as ApplicationStatus] ?? item.status}, waiting ${countOf(item.days, 'day')}`}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
