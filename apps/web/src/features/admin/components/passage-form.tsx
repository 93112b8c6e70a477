import { zodResolver } from '@hookform/resolvers/zod';
import { PASSAGE_DIFFICULTIES, PassageBodySchema, TYPING_LIMITS } from '@shuruaat/contract';
import { useEffect } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { fieldIn } from '@/lib/form-failure';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import type { Loaded } from '@/lib/route-data';
import { useActionFailure } from '@/lib/use-action-failure';

/** The API's own schema, with topics typed comma-separated. */
const PassageFormSchema = PassageBodySchema.extend({
  topics: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((topic) => topic.trim())
        .filter(Boolean),
    )
    .pipe(PassageBodySchema.shape.topics),
});
type PassageFormValues = z.input<typeof PassageFormSchema>;
export type PassageFormOutput = z.output<typeof PassageFormSchema>;

const DIFFICULTY_LABELS: Record<(typeof PASSAGE_DIFFICULTIES)[number], string> = {
  easy: 'admin.typing.difficulty.easy',
  medium: 'admin.typing.difficulty.medium',
  hard: 'admin.typing.difficulty.hard',
};

const EMPTY: PassageFormValues = {
  language: 'hi',
  title: '',
  body: '',
  difficulty: 'medium',
  topics: '',
  source: '',
};

const fieldOf = fieldIn<PassageFormValues>([
  'language',
  'title',
  'body',
  'difficulty',
  'topics',
  'source',
]);

// A topic that breaks the rules is reported on its place in the list; the field shows the first.
const firstMessage = (error: FieldError | FieldError[] | undefined) =>
  Array.isArray(error) ? error.find(Boolean)?.message : error?.message;

/** A new typing passage, checked with the API's own schema before it is sent. */
export function PassageForm({
  saving,
  answer,
  onSave,
}: {
  saving: boolean;
  /** The route action's answer to the last save. */
  answer: Loaded<unknown> | undefined;
  onSave: (body: PassageFormOutput) => void;
}) {
  const { register, handleSubmit, setError, reset, getValues, control, formState } = useForm<
    PassageFormValues,
    unknown,
    PassageFormOutput
  >({ resolver: zodResolver(PassageFormSchema), defaultValues: EMPTY });
  const error = useActionFailure(answer, setError, fieldOf);
  const language = useWatch({ control, name: 'language' });
  const body = useWatch({ control, name: 'body' });
  const { errors } = formState;
  const t = useT();

  // A saved passage clears the form for the next one, in the same language.
  useEffect(() => {
    if (answer?.ok) reset({ ...EMPTY, language: getValues('language') });
  }, [answer, reset, getValues]);

  return (
    <form
      onSubmit={handleSubmit(onSave)}
      noValidate
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-5"
      aria-label={t('admin.typing.addTitle')}
    >
      <h2 className="text-lg font-bold text-indigo-950 sm:col-span-2">
        {t('admin.typing.addTitle')}
      </h2>
      <SelectField
        label={t('admin.typing.language')}
        {...register('language')}
        options={[
          { value: 'hi', label: t('admin.typing.hindi') },
          { value: 'en', label: t('admin.typing.english') },
        ]}
      />
      <SelectField
        label={t('admin.typing.difficulty')}
        {...register('difficulty')}
        options={PASSAGE_DIFFICULTIES.map((value) => ({
          value,
          label: t(DIFFICULTY_LABELS[value]),
        }))}
      />
      <TextField
        label={t('admin.typing.title')}
        maxLength={TYPING_LIMITS.titleMax}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextField
        label={t('admin.typing.topics')}
        hint={t('admin.typing.topicsHint')}
        error={firstMessage(errors.topics as FieldError | FieldError[] | undefined)}
        {...register('topics')}
      />
      <TextField
        label={t('admin.typing.source')}
        hint={t('admin.typing.sourceHint')}
        error={errors.source?.message}
        className="sm:col-span-2"
        {...register('source')}
      />
      <TextareaField
        label={t('admin.typing.passage')}
        lang={language}
        error={errors.body?.message}
        aside={`${body.trim().length} / ${TYPING_LIMITS.passageMax}`}
        className="sm:col-span-2"
        {...register('body')}
      />
      {error ? (
        <div className="sm:col-span-2">
          <Alert>{localizeServerMessage(error)}</Alert>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={saving}>
          {saving ? t('admin.typing.saving') : t('admin.typing.add')}
        </Button>
      </div>
    </form>
  );
}
