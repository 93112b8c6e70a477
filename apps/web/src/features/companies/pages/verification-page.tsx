import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_MESSAGES,
  VERIFICATION_EVIDENCE_LABELS,
  VerificationRequestBodySchema,
  type MyVerificationResponse,
  type VerificationEvidence,
} from '@shuruaat/contract';
import { useState } from 'react';
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

const HINTS: Record<VerificationEvidence, { label: string; hint: string; placeholder: string }> = {
  website: {
    label: 'Company website',
    hint: 'It must be on the same domain as the email you sign in with.',
    placeholder: 'https://www.yourcompany.in',
  },
  gstin: {
    label: 'GSTIN',
    hint: '15 characters, as on your GST registration certificate.',
    placeholder: '27AAPFU0939F1ZV',
  },
  cin: {
    label: 'CIN',
    hint: '21 characters, as on your certificate of incorporation.',
    placeholder: 'U72200KA2015PTC082321',
  },
};

function Status({ data }: { data: MyVerificationResponse }) {
  const request = data.request;
  if (data.verified)
    return (
      <p
        role="status"
        className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900"
      >
        Your company is verified. Every listing shows the verified badge.
      </p>
    );
  if (request?.status === 'pending')
    return (
      <p
        role="status"
        className="rounded-lg border border-saffron-300 bg-saffron-50 p-4 text-slate-900"
      >
        {ADMIN_MESSAGES.verificationPending} Sent on {longDayText(request.createdAt)} with your{' '}
        {VERIFICATION_EVIDENCE_LABELS[request.evidenceType]}: {request.evidence}.
      </p>
    );
  if (request?.status === 'withdrawn')
    return (
      <p
        role="status"
        className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-900"
      >
        You withdrew your request of {longDayText(request.createdAt)}. You can send a new one below.
      </p>
    );
  if (request?.status === 'rejected' || request?.status === 'revoked')
    return (
      <div className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">
          {request.status === 'rejected'
            ? 'Your last request was not approved.'
            : 'Your verification was withdrawn.'}
        </p>
        {request.reason ? <p className="mt-1">Reason: {request.reason}</p> : null}
        <p className="mt-1">You can send a new request below.</p>
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
  return (
    <div
      role="group"
      aria-labelledby="withdraw-question"
      className="space-y-3 rounded-xl border border-red-200 bg-white p-5 shadow-sm"
    >
      <p id="withdraw-question" className="font-semibold text-slate-900">
        Withdraw this request?
      </p>
      <p className="text-sm text-slate-700">
        An admin will no longer review it. You can send a new request at any time.
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="danger" disabled={isSending} onClick={onWithdraw}>
          Withdraw request
        </Button>
        <Button variant="outline" onClick={onKeep}>
          Keep it
        </Button>
      </div>
    </div>
  );
}

const fieldOf = fieldIn(['evidenceType', 'evidence', 'note']);
type Mode = 'view' | 'correcting' | 'withdrawing';

/** /employer/dashboard/verification: asking for the verified badge, and where the request stands. */
function VerificationPage() {
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
  const hint = HINTS[evidenceType];
  const domain = email.split('@')[1];
  return (
    <section aria-labelledby="verification-heading" className="max-w-2xl space-y-6">
      <div>
        <h1 id="verification-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          Get the verified badge
        </h1>
        <p className="mt-2 text-slate-700">
          Students apply more readily to companies we have checked. Show us your company is real
          with one piece of evidence; an admin reviews it, usually within two working days.
        </p>
      </div>
      {view.status === 'failed' ? <Alert>{view.message}</Alert> : null}
      {view.status === 'loading' ? <PageLoader /> : null}
      {data ? <Status data={data} /> : null}
      {pending && mode === 'view' ? (
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={startCorrecting}>
            Correct the request
          </Button>
          <Button variant="ghost" onClick={() => setMode('withdrawing')}>
            Withdraw the request
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
            label="Evidence"
            error={formState.errors.evidenceType?.message}
            {...register('evidenceType')}
            options={(['website', 'gstin', 'cin'] as const).map((value) => ({
              value,
              label: VERIFICATION_EVIDENCE_LABELS[value],
            }))}
          />
          <TextField
            label={hint.label}
            hint={
              evidenceType === 'website' && domain ? `${hint.hint} Yours is ${domain}.` : hint.hint
            }
            placeholder={hint.placeholder}
            maxLength={200}
            error={formState.errors.evidence?.message}
            {...register('evidence')}
          />
          <TextareaField
            label="Note for the reviewer (optional)"
            rows={3}
            maxLength={1000}
            placeholder="Anything that helps, e.g. the name on your GST certificate if it differs"
            error={formState.errors.note?.message}
            {...register('note')}
          />
          {error ? <Alert>{error}</Alert> : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={isSending}>
              {isCorrecting ? 'Save the correction' : 'Ask for verification'}
            </Button>
            {isCorrecting ? (
              <Button variant="outline" onClick={() => setMode('view')}>
                Cancel
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
      <p className="text-sm text-slate-700">
        The badge appears on your listings and company section.{' '}
        <Link to={EMPLOYER_PATHS.profile} className="font-semibold text-indigo-800 underline">
          Keep your company profile complete
        </Link>{' '}
        — we check that it matches your evidence.
      </p>
    </section>
  );
}

export const verificationRoute = {
  Component: VerificationPage,
  loader: verificationLoader,
  action: verificationAction,
};
