import {
  ADMIN_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@shuruaat/contract';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { failureMessage } from '@/lib/failure';
import { useAppDispatch, useAppSelector } from '@/lib/redux-hooks';
import { fetchMyReport, reportListing } from '../report-api';

type Step = 'closed' | 'checking' | 'form' | 'done';

/**
 * "Report this listing" at the foot of a job page: any signed-in user, one open report each.
 * The form opens on demand, so a page view costs no request.
 */
export function ReportListing({ jobId }: { jobId: string }) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const user = useAppSelector((state) => state.auth.user);
  const [step, setStep] = useState<Step>('closed');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const headingId = useId();

  if (!user) {
    return (
      <p className="text-sm text-slate-600">
        Something wrong with this listing?{' '}
        <Link
          to="/login"
          state={{ from: { pathname: location.pathname } }}
          className="font-semibold text-indigo-800 underline"
        >
          Sign in to report it
        </Link>
      </p>
    );
  }

  async function open() {
    setStep('checking');
    setError(null);
    const result = await dispatch(fetchMyReport(jobId));
    if (fetchMyReport.fulfilled.match(result) && result.payload.open) {
      setMessage(ADMIN_MESSAGES.reportOpen);
      setStep('done');
    } else setStep('form');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setError('Choose what is wrong with this listing');
      return;
    }
    setIsSending(true);
    setError(null);
    const result = await dispatch(
      reportListing({ jobId, body: { reason, details: details.trim() } }),
    );
    setIsSending(false);
    if (reportListing.fulfilled.match(result)) {
      setMessage(result.payload.message);
      setStep('done');
    } else setError(failureMessage(result.payload, 'Failed to send the report'));
  }

  if (step === 'done')
    return (
      <p
        role="status"
        className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800"
      >
        {message}
      </p>
    );
  if (step !== 'form')
    return (
      <p className="text-sm text-slate-600">
        Something wrong with this listing?{' '}
        <button
          type="button"
          onClick={() => void open()}
          disabled={step === 'checking'}
          className="font-semibold text-indigo-800 underline"
        >
          Report it
        </button>
      </p>
    );
  return (
    <form
      onSubmit={submit}
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Report this listing
      </h2>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">What is wrong?</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {REPORT_REASONS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="report-reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="h-4 w-4"
              />
              {REPORT_REASON_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextareaField
        label={reason === 'other' ? 'Details' : 'Details (optional)'}
        rows={3}
        maxLength={1000}
        required={reason === 'other'}
        value={details}
        placeholder="What happened? For example, who asked for money and how."
        onChange={(event) => setDetails(event.target.value)}
      />
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="secondary" disabled={isSending}>
          Send report
        </Button>
        <Button variant="ghost" onClick={() => setStep('closed')}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
