import { zodResolver } from '@hookform/resolvers/zod';
import { REPORT_REASONS, ReportBodySchema } from '@shuruaat/contract';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useFetcher } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { useActionFailure } from '@/lib/use-action-failure';
import type { jobPageAction } from '../loaders';
import { ReportDone } from './report-done';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';

const FIELDS = ['reason', 'details'] as const;
// The server's paths name the report inside the submission ("report.details").
const fieldOf = (path: string) => FIELDS.find((name) => name === path.replace(/^report\./, ''));

/**
 * The report form, loaded when a reader asks to report (its form library stays off the job
 * page's first load), sent through the job page's route action.
 */
export function ReportListingForm({ jobId, onCancel }: { jobId: string; onCancel: () => void }) {
  const t = useT();
  const fetcher = useFetcher<typeof jobPageAction>();
  const { register, handleSubmit, control, setError, formState } = useForm({
    resolver: zodResolver(ReportBodySchema),
    defaultValues: { reason: undefined, details: '' },
  });
  const isOther = useWatch({ control, name: 'reason' }) === 'other';
  const answer = fetcher.data;
  const formMessage = useActionFailure(answer, setError, fieldOf);
  const headingId = useId();

  if (answer?.ok) return <ReportDone message={localizeServerMessage(answer.data.message)} />;
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
        {t('jobs.report.title')}
      </h2>
      <fieldset aria-describedby={errors.reason ? `${headingId}-reason` : undefined}>
        <legend className="text-sm font-medium text-slate-800">
          {t('jobs.report.whatIsWrong')}
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {REPORT_REASONS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" value={value} className="h-4 w-4" {...register('reason')} />
              {t(`jobs.report.reason.${value}`)}
            </label>
          ))}
        </div>
        {errors.reason ? (
          <p id={`${headingId}-reason`} className="mt-2 text-sm font-medium text-red-700">
            {t('jobs.report.chooseReason')}
          </p>
        ) : null}
      </fieldset>
      <TextareaField
        label={t(isOther ? 'jobs.report.details' : 'jobs.report.detailsOptional')}
        rows={3}
        maxLength={1000}
        placeholder={t('jobs.report.placeholder')}
        error={errors.details?.message && localizeServerMessage(errors.details.message)}
        {...register('details')}
      />
      {formMessage ? <Alert>{formMessage}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="secondary" disabled={fetcher.state !== 'idle'}>
          {t('jobs.report.send')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('jobs.report.cancel')}
        </Button>
      </div>
    </form>
  );
}
