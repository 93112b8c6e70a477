import { zodResolver } from '@hookform/resolvers/zod';
import {
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  ProjectBodySchema,
  type Project,
  type ProjectInput,
  type ProjectBody,
} from '@shuruaat/contract';
import { Controller, useForm, type Path } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TagInput } from '@/components/ui/tag-input';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { toast } from '@/lib/toast';
import { useActionCall } from '@/lib/use-action-call';
import type { PortfolioChange, portfolioToolPageAction } from '../loaders';

const EMPTY: ProjectInput = {
  title: '',
  summary: '',
  role: '',
  skills: [],
  codeUrl: '',
  demoUrl: '',
  startMonth: '',
  endMonth: '',
};

const FIELDS = Object.keys(EMPTY) as (keyof ProjectInput)[];

type ProjectFormProps = {
  project: Project | null;
  onSaved: (change: PortfolioChange) => void;
  onCancel: () => void;
};

/**
 * Adds a project, or edits `project`, through the /project-portfolio route's action; the
 * contract's schema checks it here and on the server.
 */
export function ProjectForm({ project, onSaved, onCancel }: ProjectFormProps) {
  const t = useT();
  const save = useActionCall<typeof portfolioToolPageAction>();
  const { register, handleSubmit, control, formState, setError } = useForm<
    ProjectInput,
    unknown,
    ProjectBody
  >({
    resolver: zodResolver(ProjectBodySchema),
    defaultValues: project ? { ...EMPTY, ...pick(project) } : EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (body) => {
    const answer = await save.call({ intent: 'project', id: project?._id ?? null, project: body });
    if (answer.ok) {
      toast.success(localizeServerMessage(PORTFOLIO_MESSAGES.saved));
      onSaved(answer.data);
      return;
    }
    setError('root', { message: localizeServerMessage(answer.failure.message) });
    for (const detail of answer.failure.details) {
      const field = FIELDS.find((name) => name === detail.path);
      if (field) setError(field as Path<ProjectInput>, { message: detail.message });
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 className="text-lg font-semibold text-indigo-950">
        {t(project ? 'portfolio.form.editTitle' : 'portfolio.form.addTitle')}
      </h3>
      <Alert>{errors.root?.message}</Alert>
      <TextField
        label={t('portfolio.form.title')}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextareaField
        label={t('portfolio.form.summary')}
        rows={4}
        hint={t('portfolio.form.summaryHint')}
        error={errors.summary?.message}
        {...register('summary')}
      />
      <TextField
        label={t('portfolio.form.role')}
        placeholder={t('portfolio.form.rolePlaceholder')}
        error={errors.role?.message}
        {...register('role')}
      />
      <Controller
        control={control}
        name="skills"
        render={({ field }) => (
          <TagInput
            label={t('portfolio.form.skills')}
            noun={t('portfolio.form.skillNoun')}
            max={PORTFOLIO_LIMITS.skillsMax}
            value={field.value}
            onChange={field.onChange}
            error={errors.skills?.message}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('portfolio.form.code')}
          type="url"
          inputMode="url"
          placeholder="https://github.com/you/project"
          error={errors.codeUrl?.message}
          {...register('codeUrl')}
        />
        <TextField
          label={t('portfolio.form.demo')}
          type="url"
          inputMode="url"
          placeholder="https://your-project.example"
          error={errors.demoUrl?.message}
          {...register('demoUrl')}
        />
        <TextField
          label={t('portfolio.form.started')}
          type="month"
          error={errors.startMonth?.message}
          {...register('startMonth')}
        />
        <TextField
          label={t('portfolio.form.finished')}
          type="month"
          hint={t('portfolio.form.finishedHint')}
          error={errors.endMonth?.message}
          {...register('endMonth')}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {t(isSubmitting ? 'portfolio.form.saving' : 'portfolio.form.save')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('portfolio.form.cancel')}
        </Button>
      </div>
    </form>
  );
}

function pick(project: Project): ProjectInput {
  const { title, summary, role, skills, codeUrl, demoUrl, startMonth, endMonth } = project;
  return { title, summary, role, skills, codeUrl, demoUrl, startMonth, endMonth };
}
