import {
  APPLICATION_STATUSES,
  RESPONSE_RATE,
  type EmployerResponseRateResponse,
  type ResponseRate,
} from '@shuruaat/contract';
import { Link } from 'react-router';
import { EMPLOYER_PATHS } from '@/lib/employer-paths';
import { useT, type Translate } from '@/lib/i18n/translate';

const SHOWN = 5;

/**
 * The rate as the contract's formatResponseRate words it in English ("80% of applicants answered
 * within 15 days · usually replies in 2 days"), in the page's language; null below the minimum.
 */
function rateWords(t: Translate, rate: ResponseRate): string | null {
  if (rate.rate === null) return null;
  const share = t('dashboard.rate.answered', {
    share: Math.round(rate.rate * 100),
    days: RESPONSE_RATE.withinDays,
  });
  if (rate.medianHours === null) return share;
  const typical =
    rate.medianHours < 48
      ? t('dashboard.rate.hours', { count: Math.max(1, Math.round(rate.medianHours)) })
      : t('dashboard.rate.days', { count: Math.round(rate.medianHours / 24) });
  return t('dashboard.rate.withTypical', { share, typical });
}

/**
 * The employer's response rate as candidates will see it on their listings, and the applications
 * that pull it down, so there is something to do about it.
 */
export function ResponseRateCard({ data }: { data: EmployerResponseRateResponse }) {
  const t = useT();
  const { responseRate, slow } = data;
  const figure = rateWords(t, responseRate);
  return (
    <section
      aria-labelledby="response-rate-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="response-rate-heading" className="text-lg font-semibold text-slate-900">
        {t('dashboard.rate.heading')}
      </h2>
      <p className="mt-2 text-slate-800">
        {figure ??
          t('dashboard.rate.notYet', {
            min: RESPONSE_RATE.minimumApplications,
            windowDays: RESPONSE_RATE.windowDays,
            count: responseRate.applications,
          })}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {t('dashboard.rate.explained', {
          withinDays: RESPONSE_RATE.withinDays,
          windowDays: RESPONSE_RATE.windowDays,
        })}
      </p>
      {slow.length ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">
            {t('dashboard.rate.waitingLongest', { count: slow.length })}
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
                  {item.fullName || t('dashboard.rate.applicant')}
                </Link>
                <span className="text-slate-700">· {item.jobTitle}</span>
                <span className="ml-auto text-slate-600">
                  {item.decided
                    ? t('dashboard.rate.answeredAfter', { count: item.days })
                    : t('dashboard.rate.waiting', {
                        status: statusLabel(t, item.status),
                        count: item.days,
                      })}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

const STATUSES = new Set<string>(APPLICATION_STATUSES);

/** The employer's word for a status (EMPLOYER_STATUS_LABELS); one the contract lacks, as sent. */
const statusLabel = (t: Translate, status: string) =>
  STATUSES.has(status) ? t(`dashboard.employerStatus.${status}`) : status;
