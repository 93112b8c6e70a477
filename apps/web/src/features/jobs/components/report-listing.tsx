import { REPORT_OPEN_MESSAGE } from '@shuruaat/contract';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAppSelector } from '@/lib/redux-hooks';
import { readMyReport } from '../loaders';
import { ReportDone } from './report-done';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';

type Step = 'closed' | 'checking' | 'form';

const loadForm = () => import('./report-listing-form');
const ReportListingForm = lazy(() =>
  loadForm().then((module) => ({ default: module.ReportListingForm })),
);

/**
 * "Report this listing" at the foot of a job page: any signed-in user, one open report each.
 * The form opens on demand, so a page view costs no request and no form code.
 */
export function ReportListing({ jobId }: { jobId: string }) {
  const t = useT();
  const location = useLocation();
  const user = useAppSelector((state) => state.auth.user);
  const [step, setStep] = useState<Step>('closed');
  const [openReport, setOpenReport] = useState<string | null>(null);

  if (!user) {
    return (
      <p className="text-sm text-slate-600">
        {t('jobs.report.question')}{' '}
        <Link
          to="/login"
          state={{ from: { pathname: location.pathname } }}
          className="font-semibold text-indigo-800 underline"
        >
          {t('jobs.report.signIn')}
        </Link>
      </p>
    );
  }

  async function open() {
    setStep('checking');
    // The form's code loads while the server is asked; a failed load is tried again by the lazy
    // form, whose failure the route's error screen shows.
    const [result] = await Promise.all([readMyReport(jobId), loadForm().catch(() => null)]);
    if (result.ok && result.data.open) {
      setOpenReport(localizeServerMessage(REPORT_OPEN_MESSAGE));
    }
    setStep('form');
  }

  if (openReport) return <ReportDone message={openReport} />;
  if (step !== 'form')
    return (
      <p className="text-sm text-slate-600">
        {t('jobs.report.question')}{' '}
        <button
          type="button"
          onClick={() => void open()}
          disabled={step === 'checking'}
          className="font-semibold text-indigo-800 underline"
        >
          {t('jobs.report.open')}
        </button>
      </p>
    );
  return (
    <Suspense fallback={null}>
      <ReportListingForm jobId={jobId} onCancel={() => setStep('closed')} />
    </Suspense>
  );
}
