import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_MESSAGES,
  ResumeAccessRequestBodySchema,
  type ResumeAccessState,
} from '@shuruaat/contract';
import { useForm } from 'react-hook-form';
import { useFetcher } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { dayMonthText } from '@/lib/format';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import type { resumeDatabaseAction } from '../../resume-database-loaders';

/**
 * Asking an admin for resume database access, from the screen that says it is missing; sent
 * through the resume database route's action. `state` is the route loader's (null when it could
 * not be loaded: the form is offered and the server says if a request is already waiting).
 */
export function AccessRequest({ state }: { state: ResumeAccessState | null }) {
  const t = useT();
  const fetcher = useFetcher<typeof resumeDatabaseAction>();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(ResumeAccessRequestBodySchema),
    defaultValues: { note: '' },
  });
  const answer = fetcher.data;
  const sent = answer?.ok ? answer.data : null;
  const current = sent ?? state;
  const isSending = fetcher.state !== 'idle';

  if (current?.requestedAt) {
    return (
      <p
        role="status"
        className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900"
      >
        {localizeServerMessage(sent?.message ?? ADMIN_MESSAGES.accessPending)}{' '}
        {t('resume-database.request.askedOn', { date: dayMonthText(current.requestedAt) })}
      </p>
    );
  }
  return (
    <form
      onSubmit={handleSubmit((values) =>
        fetcher.submit(values, { method: 'post', encType: 'application/json' }),
      )}
      noValidate
      className="space-y-3"
      aria-label={t('resume-database.request.label')}
    >
      <TextareaField
        label={t('resume-database.request.note')}
        rows={3}
        maxLength={1000}
        placeholder={t('resume-database.request.placeholder')}
        error={formState.errors.note?.message}
        {...register('note')}
      />
      {answer && !answer.ok ? <Alert>{answer.failure.message}</Alert> : null}
      <Button type="submit" disabled={isSending}>
        {t('resume-database.request.submit')}
      </Button>
    </form>
  );
}
