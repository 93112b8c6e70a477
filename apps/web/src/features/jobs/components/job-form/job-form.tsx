import { zodResolver } from '@hookform/resolvers/zod';
import { PostJobBodySchema, UpdateJobBodySchema } from '@shuruaat/contract';
import type { ReactNode } from 'react';
import {
  FormProvider,
  get,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldErrors,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DraftNotice, LeaveWarning } from '@/components/ui/leave-warning';
import { Spinner } from '@/components/ui/spinner';
import {
  isJobField,
  liveIssues,
  type JobFormOutput,
  type JobFormValues,
} from '../../job-form-values';
import { showSaveFailure } from '@/lib/form-failure';
import type { Failure } from '@/lib/failure';
import { useFormDraft } from '@/lib/use-form-draft';
import { useLeaveWarning } from '@/lib/use-leave-warning';
import { useT } from '@/lib/i18n/translate';
import { JobPreview, type PreviewCompany } from '../job-preview';
import { BasicsSection } from './basics-section';
import { LocationSection } from './location-section';
import { PaySection } from './pay-section';
import { QuestionsSection } from './questions-section';
import { SkillsSection } from './skills-section';

export type JobSubmitStatus = 'active' | 'draft' | undefined;

export type JobFormProps = {
  mode: 'create' | 'edit';
  defaultValues: DefaultValues<JobFormValues>;
  company: PreviewCompany;
  isSaving: boolean;
  /** Resolves to the failure, if any, so the form can place the server's field errors. */
  onSubmit: (values: JobFormOutput, status: JobSubmitStatus) => Promise<Failure | undefined>;
  /** Shown above the buttons, e.g. why posting was refused. */
  notice?: ReactNode;
  /** Where a new listing's draft is kept on this device (the page removes it once posted). */
  draftKey?: string | null;
};

const RESOLVERS = {
  create: zodResolver(PostJobBodySchema),
  edit: zodResolver(UpdateJobBodySchema),
} as Record<JobFormProps['mode'], Resolver<JobFormValues, unknown, JobFormOutput>>;

function errorAt(errors: FieldErrors<JobFormValues>, path: string): string | undefined {
  const error = get(errors, path) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

export function JobForm({
  mode,
  defaultValues,
  company,
  isSaving,
  onSubmit,
  notice,
  draftKey = null,
}: JobFormProps) {
  const t = useT();
  const form = useForm<JobFormValues, unknown, JobFormOutput>({
    resolver: RESOLVERS[mode],
    // Field errors wait for the first submit (an eager mode flags a question the moment it is
    // added); the pay and title warnings below still appear as the employer types.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
  const draft = useFormDraft({
    form,
    storageKey: draftKey,
    defaultValues,
    schema: mode === 'create' ? PostJobBodySchema : UpdateJobBodySchema,
  });
  const leave = useLeaveWarning(form.formState.isDirty);
  const values = useWatch({ control: form.control }) as Partial<JobFormValues>;
  const live = liveIssues(values);
  const issueOf = (path: string) => errorAt(form.formState.errors, path) ?? live[path];

  const submitAs = (status: JobSubmitStatus) =>
    form.handleSubmit(async (valid) => {
      const fieldOf = (path: string) =>
        isJobField(path) ? (path as Path<JobFormValues>) : undefined;
      // The page moves on once saved; that navigation is not a change being abandoned.
      const failure = await leave.whileSaving(() => onSubmit(valid, status));
      showSaveFailure(failure, form.setError, fieldOf);
    });

  return (
    <FormProvider {...form}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <form
          onSubmit={submitAs(mode === 'create' ? 'active' : undefined)}
          noValidate
          className="min-w-0 space-y-6"
        >
          {draft.restoredAt ? (
            <DraftNotice savedAt={draft.restoredAt} onDiscard={draft.discard} />
          ) : null}
          <BasicsSection issueOf={issueOf} />
          <LocationSection issueOf={issueOf} />
          <PaySection issueOf={issueOf} />
          <SkillsSection issueOf={issueOf} />
          <QuestionsSection issueOf={issueOf} />
          {notice}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" size="lg" disabled={isSaving}>
              {isSaving ? <Spinner className="size-5 text-indigo-950" /> : null}
              {mode === 'create' ? t('jobs.form.post') : t('jobs.form.save')}
            </Button>
            {mode === 'create' ? (
              <Button variant="outline" size="lg" disabled={isSaving} onClick={submitAs('draft')}>
                {t('jobs.form.saveDraft')}
              </Button>
            ) : null}
          </div>
        </form>
        <aside className="lg:sticky lg:top-20 lg:self-start">
          <JobPreview values={values} company={company} />
        </aside>
      </div>
      <LeaveWarning blocker={leave.blocker} isDraftKept={draftKey !== null} />
    </FormProvider>
  );
}
