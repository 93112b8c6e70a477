import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_MESSAGES,
  VerificationRequestBodySchema,
  type MyVerificationResponse,
  type VerificationEvidence,
} from '@shuruaat/contract';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useFetcher, useLoaderData } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { fieldIn } from '@/lib/form-failure';
import { useActionFailure } from '@/lib/use-action-failure';
import { useAppSelector } from '@/lib/redux-hooks';
import { useLoadedView } from '@/lib/use-loaded-view';
import { verificationAction, verificationLoader } from '../verification-loaders';
import { longDayText } from '@/lib/format';
import { EMPLOYER_PATHS } from '@/lib/employer-paths';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { companiesCatalogue } from '../locales/catalogue';

// A piece of evidence's field: its label, hint and an example (companies.verify.*.<type>).
const PLACEHOLDERS: Record<VerificationEvidence, string> = {
  website: 'https://www.yourcompany.in',
  gstin: '27AAPFU0939F1ZV',
  cin: 'U72200KA2015PTC082321',
};

/** A message with one link inside: the message's words either side of `{link}`. */
function AroundLink({ text, link }: { text: (link: string) => string; link: ReactNode }) {
  const mark = '\u0000';
  const [before = '', after = ''] = text(mark).split(mark);
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}

function Status({ data }: { data: MyVerificationResponse }) {
  const t = useT();
  const request = data.request;
  if (data.verified)
    return (
      <p
        role="status"
        className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900"
      >
        {t('companies.verify.verified')}
      </p>
    );
  if (request?.status === 'pending')
    return (
      <p
        role="status"
        className="rounded-lg border border-saffron-300 bg-saffron-50 p-4 text-slate-900"
      >
        {localizeServerMessage(ADMIN_MESSAGES.verificationPending)}{' '}
        {t('companies.verify.sentOn', {
          date: longDayText(request.createdAt),
          evidenceType: t(`companies.verify.evidence.${request.evidenceType}`),
          evidence: request.evidence,
        })}
      </p>
    );
  if (request?.status === 'withdrawn')
    return (
      <p
        role="status"
        className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-900"
      >
        {t('companies.verify.withdrew', { date: longDayText(request.createdAt) })}
      </p>
    );
  if (request?.status === 'rejected' || request?.status === 'revoked')
    return (
      <div className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">
          {request.status === 'rejected'
            ? t('companies.verify.notApproved')
            : t('companies.verify.revoked')}
        </p>
        {request.reason ? (
          <p className="mt-1">{t('companies.verify.reason', { reason: request.reason })}</p>
        ) : null}
        <p className="mt-1">{t('companies.verify.sendNew')}</p>
      </div>
    );
  return null;
}

type WithdrawQuestionProps = {
  error: string | null;
  isSending: boolean;
  onWithdraw: () => void;
  onKeep: () => void;
};

/** Asked before a pending request is taken back: the admin will no longer see it. */
function WithdrawQuestion({ error, isSending, onWithdraw, onKeep }: WithdrawQuestionProps) {
  const t = useT();
  return (
    <div
      role="group"
      aria-labelledby="withdraw-question"
      className="space-y-3 rounded-xl border border-red-200 bg-white p-5 shadow-sm"
    >
      <p id="withdraw-question" className="font-semibold text-slate-900">
        {t('companies.verify.withdrawQuestion')}
      </p>
      <p className="text-sm text-slate-700">{t('companies.verify.withdrawBody')}</p>
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="danger" disabled={isSending} onClick={onWithdraw}>
          {t('companies.verify.withdrawConfirm')}
        </Button>
        <Button variant="outline" onClick={onKeep}>
          {t('companies.verify.keep')}
        </Button>
      </div>
    </div>
  );
}

const fieldOf = fieldIn(['evidenceType', 'evidence', 'note']);
type Mode = 'view' | 'correcting' | 'withdrawing';

/** /employer/dashboard/verification: asking for the verified badge, and where the request stands. */
function VerificationPage() {
  const t = useT();
  const email = useAppSelector((state) => state.auth.user?.email ?? '');
  const { view } = useLoadedView(useLoaderData<typeof verificationLoader>().verification);
  const data = view.status === 'ready' ? view.data : null;
  const fetcher = useFetcher<typeof verificationAction>();
  const { register, handleSubmit, setError, control, formState, reset } = useForm({
    resolver: zodResolver(VerificationRequestBodySchema),
    defaultValues: { evidenceType: 'website' as VerificationEvidence, evidence: '', note: '' },
  });
  const answer = fetcher.data;
  const [started, setStarted] = useState<{ mode: Mode; after: typeof answer }>({
    mode: 'view',
    after: undefined,
  });
  // A change that went through ends the correction or the question; the loader shows the result.
  const mode = answer !== started.after && answer?.ok ? 'view' : started.mode;
  const setMode = (next: Mode) => setStarted({ mode: next, after: answer });
  const error = useActionFailure(answer, setError, fieldOf);
  const isSending = fetcher.state !== 'idle';
  const evidenceType = useWatch({ control, name: 'evidenceType' });

  const pending = data?.request?.status === 'pending' ? data.request : null;
  const canRequest = data && !data.verified && !pending;
  const isCorrecting = pending !== null && mode === 'correcting';
  function startCorrecting() {
    if (!pending) return;
    reset({ evidenceType: pending.evidenceType, evidence: pending.evidence, note: pending.note });
    setMode('correcting');
  }
  const domain = email.split('@')[1];
  const hint =
    evidenceType === 'website' && domain
      ? t('companies.verify.hint.websiteYours', { domain })
      : t(`companies.verify.hint.${evidenceType}`);
  return (
    <section aria-labelledby="verification-heading" className="max-w-2xl space-y-6">
      <div>
        <h1 id="verification-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          {t('companies.verify.heading')}
        </h1>
        <p className="mt-2 text-slate-700">{t('companies.verify.intro')}</p>
      </div>
      {view.status === 'failed' ? <Alert>{view.message}</Alert> : null}
      {view.status === 'loading' ? <PageLoader /> : null}
      {data ? <Status data={data} /> : null}
      {pending && mode === 'view' ? (
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={startCorrecting}>
            {t('companies.verify.correct')}
          </Button>
          <Button variant="ghost" onClick={() => setMode('withdrawing')}>
            {t('companies.verify.withdraw')}
          </Button>
        </div>
      ) : null}
      {pending && mode === 'withdrawing' ? (
        <WithdrawQuestion
          error={error}
          isSending={isSending}
          onWithdraw={() => fetcher.submit({}, { method: 'delete', encType: 'application/json' })}
          onKeep={() => setMode('view')}
        />
      ) : null}
      {canRequest || isCorrecting ? (
        <form
          onSubmit={handleSubmit((values) =>
            fetcher.submit(values, {
              method: isCorrecting ? 'put' : 'post',
              encType: 'application/json',
            }),
          )}
          noValidate
          className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <SelectField
            label={t('companies.verify.evidence')}
            error={formState.errors.evidenceType?.message}
            {...register('evidenceType')}
            options={(['website', 'gstin', 'cin'] as const).map((value) => ({
              value,
              label: t(`companies.verify.evidence.${value}`),
            }))}
          />
          <TextField
            label={t(`companies.verify.label.${evidenceType}`)}
            hint={hint}
            placeholder={PLACEHOLDERS[evidenceType]}
            maxLength={200}
            error={formState.errors.evidence?.message}
            {...register('evidence')}
          />
          <TextareaField
            label={t('companies.verify.note')}
            rows={3}
            maxLength={1000}
            placeholder={t('companies.verify.notePlaceholder')}
            error={formState.errors.note?.message}
            {...register('note')}
          />
          {error ? <Alert>{error}</Alert> : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={isSending}>
              {isCorrecting ? t('companies.verify.save') : t('companies.verify.ask')}
            </Button>
            {isCorrecting ? (
              <Button variant="outline" onClick={() => setMode('view')}>
                {t('companies.verify.cancel')}
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
      <p className="text-sm text-slate-700">
        <AroundLink
          text={(link) => t('companies.verify.footer', { link })}
          link={
            <Link to={EMPLOYER_PATHS.profile} className="font-semibold text-indigo-800 underline">
              {t('companies.verify.keepComplete')}
            </Link>
          }
        />
      </p>
    </section>
  );
}

export const verificationRoute = {
  Component: VerificationPage,
  loader: verificationLoader,
  action: verificationAction,
  catalogue: companiesCatalogue,
};
