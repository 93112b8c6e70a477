import { zodResolver } from '@hookform/resolvers/zod';
import {
  BLOG_LIMITS,
  BLOG_TOPICS,
  CATEGORIES,
  slugifyTitle,
  type BlogBody,
} from '@shuruaat/contract';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { MarkdownPreview } from '@/components/ui/markdown-preview';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { categoryLabel } from '@/job-search/option-labels';
import { fieldIn } from '@/lib/form-failure';
import { localizeServerMessage, useT, type Translate } from '@/lib/i18n/translate';
import type { Loaded } from '@/lib/route-data';
import { useActionFailure } from '@/lib/use-action-failure';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import {
  BlogFormSchema,
  type BlogFormInput,
  type BlogFormOutput,
  type BlogFormValues,
} from '../form-values';
import { CoverUpload } from './cover-upload';

const topicsIn = (t: Translate) =>
  BLOG_TOPICS.map((value) => ({ value, label: t(`blogs.topic.${value}`) }));
const jobCategoriesIn = (t: Translate) => [
  { value: '', label: t('blogs-admin.form.jobsNone') },
  ...CATEGORIES.map((value) => ({ value, label: categoryLabel(t, value) })),
];

const fieldOf = fieldIn<BlogFormInput>([
  'title',
  'slug',
  'author',
  'metaDescription',
  'body',
  'topic',
  'jobCategory',
  'coverImageUrl',
]);

type BlogFormProps = {
  initial: BlogFormValues;
  isNew: boolean;
  isSaving: boolean;
  /** The route action's answer to the last save: a refusal lands on its fields. */
  answer?: Loaded<unknown>;
  onSave: (body: BlogBody) => void;
};

/** The editor: fields on one side, the post as readers will see it on the other. */
export function BlogForm({ initial, isNew, isSaving, answer, onSave }: BlogFormProps) {
  const t = useT();
  const isHydrated = useIsHydrated();
  const [isSlugEdited, setIsSlugEdited] = useState(!isNew);
  const { register, handleSubmit, setError, setValue, control, formState } = useForm<
    BlogFormInput,
    unknown,
    BlogFormOutput
  >({ resolver: zodResolver(BlogFormSchema), defaultValues: initial });
  useActionFailure(answer, setError, fieldOf);
  // A slug another post already uses is refused as a conflict that names no field.
  const failure = answer && !answer.ok ? answer.failure : undefined;
  useEffect(() => {
    if (failure?.code === 'CONFLICT')
      setError('slug', { message: localizeServerMessage(failure.message) });
  }, [failure, setError]);
  const values = useWatch({ control });
  const { errors } = formState;

  const save = (published: boolean) =>
    handleSubmit((output) =>
      onSave({ ...output, slug: output.slug || slugifyTitle(output.title), published }),
    );

  const field = (key: 'title' | 'author' | 'metaDescription' | 'body') => ({
    error: errors[key]?.message,
    disabled: !isHydrated,
    ...register(key),
  });

  return (
    <form className="grid gap-6 lg:grid-cols-2" onSubmit={save(true)} noValidate>
      <div className="space-y-4">
        <TextField
          label={t('blogs-admin.form.title')}
          error={errors.title?.message}
          disabled={!isHydrated}
          {...register('title', {
            onChange: (event: { target: { value: string } }) => {
              if (!isSlugEdited) setValue('slug', slugifyTitle(event.target.value));
            },
          })}
        />
        <TextField
          label={t('blogs-admin.form.slug')}
          hint={t('blogs-admin.form.slugHint', {
            slug: values.slug || slugifyTitle(values.title ?? '') || '…',
          })}
          error={errors.slug?.message}
          disabled={!isHydrated}
          {...register('slug', { onChange: () => setIsSlugEdited(true) })}
        />
        <TextField label={t('blogs-admin.form.author')} {...field('author')} />
        <TextareaField
          label={t('blogs-admin.form.meta')}
          hint={t('blogs-admin.form.metaHint')}
          aside={`${values.metaDescription?.length ?? 0}/${BLOG_LIMITS.metaMax}`}
          rows={3}
          className="[&_textarea]:min-h-20"
          {...field('metaDescription')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('blogs-admin.form.topic')}
            options={topicsIn(t)}
            disabled={!isHydrated}
            {...register('topic')}
          />
          <SelectField
            label={t('blogs-admin.form.jobs')}
            options={jobCategoriesIn(t)}
            error={errors.jobCategory?.message}
            disabled={!isHydrated}
            {...register('jobCategory')}
          />
        </div>
        <CoverUpload
          value={values.coverImageUrl ?? null}
          isHydrated={isHydrated}
          onChange={(url) => setValue('coverImageUrl', url, { shouldDirty: true })}
        />
        <TextareaField
          label={t('blogs-admin.form.body')}
          hint={t('blogs-admin.form.bodyHint')}
          rows={18}
          className="[&_textarea]:min-h-96 [&_textarea]:font-mono [&_textarea]:text-sm"
          {...field('body')}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={!isHydrated || isSaving}>
            {t(isNew ? 'blogs-admin.form.publish' : 'blogs-admin.form.saveAndPublish')}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={!isHydrated || isSaving}
            onClick={(event) => void save(false)(event)}
          >
            {t('blogs-admin.form.saveDraft')}
          </Button>
        </div>
      </div>
      <section
        aria-label={t('blogs-admin.preview.label')}
        className="lg:sticky lg:top-4 lg:self-start"
      >
        <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {t('blogs-admin.preview.heading')}
        </h2>
        <article className="mt-2 max-h-[80vh] overflow-y-auto rounded-xl border border-slate-200 bg-white p-5">
          <p className="text-xs font-semibold tracking-wide text-saffron-700 uppercase">
            {t(`blogs.topic.${values.topic ?? initial.topic}`)}
          </p>
          <h1 className="mt-1 text-2xl font-extrabold break-words text-indigo-950">
            {values.title || t('blogs-admin.preview.title')}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {values.author || t('blogs-admin.preview.author')}
          </p>
          <MarkdownPreview
            markdown={values.body ?? ''}
            empty={t('blogs-admin.preview.empty')}
            className="mt-4"
          />
        </article>
      </section>
    </form>
  );
}
