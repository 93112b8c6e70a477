import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  ReportBodySchema,
} from '@shuruaat/contract';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useFetcher, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { useActionFailure } from '@/lib/use-action-failure';
import { useAppSelector } from '@/lib/redux-hooks';
import type { jobPageAction } from '../loaders';
import { readMyReport } from '../loaders';

type Step = 'closed' | 'checking' | 'form';

const FIELDS = ['reason', 'details'] as const;
// The server's paths name the report inside the submission ("report.details").
const fieldOf = (path: string) => FIELDS.find((name) => name === path.replace(/^report\./, ''));

/**
 * "Report this listing" at the foot of a job page: any signed-in user, one open report each.
 * The form opens on demand, so a page view costs no request; it is sent through the job page's
 * route action.
 */
export function ReportListing({ jobId }: { jobId: string }) {
  const location = useLocation();
  const user = useAppSelector((state) => state.auth.user);
  const [step, setStep] = useState<Step>('closed');
  const [openReport, setOpenReport] = useState<string | null>(null);
  const fetcher = useFetcher<typeof jobPageAction>();
  const { register, handleSubmit, control, setError, formState } = useForm({
    resolver: zodResolver(ReportBodySchema),
    defaultValues: { reason: undefined, details: '' },
  });
  const isOther = useWatch({ control, name: 'reason' }) === 'other';
  const answer = fetcher.data;
  const formMessage = useActionFailure(answer, setError, fieldOf);
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
    const result = await readMyReport(jobId);
    if (result.ok && result.data.open) {
      setOpenReport(ADMIN_MESSAGES.reportOpen);
    }
    setStep('form');
  }

  const done = openReport ?? (answer?.ok ? answer.data.message : null);
  if (done)
    return (
      <p
        role="status"
        className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800"
      >
        {done}
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
  const { errors } = formState;
  return (
    <form
      onSubmit={handleSubmit((report) =>
        fetcher.submit({ jobId, report }, { method: 'post', encType: 'application/json' }),
      )}
      noValidate
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Report this listing
      </h2>
      <fieldset aria-describedby={errors.reason ? `${headingId}-reason` : undefined}>
        <legend className="text-sm font-medium text-slate-800">What is wrong?</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {REPORT_REASONS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" value={value} className="h-4 w-4" {...register('reason')} />
              {REPORT_REASON_LABELS[value]}
            </label>
          ))}
        </div>
        {errors.reason ? (
          <p id={`${headingId}-reason`} className="mt-2 text-sm font-medium text-red-700">
            Choose what is wrong with this listing
          </p>
        ) : null}
      </fieldset>
      <TextareaField
        label={isOther ? 'Details' : 'Details (optional)'}
        rows={3}
        maxLength={1000}
        placeholder="What happened? For example, who asked for money and how."
        error={errors.details?.message}
        {...register('details')}
      />
      {formMessage ? <Alert>{formMessage}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="secondary" disabled={fetcher.state !== 'idle'}>
          Send report
        </Button>
        <Button variant="ghost" onClick={() => setStep('closed')}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
