import { zodResolver } from '@hookform/resolvers/zod';
import {
  BLOG_LIMITS,
  BLOG_TOPIC_LABELS,
  BLOG_TOPICS,
  CATEGORIES,
  CATEGORY_LABELS,
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
import { fieldIn } from '@/lib/form-failure';
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

const TOPICS = BLOG_TOPICS.map((value) => ({ value, label: BLOG_TOPIC_LABELS[value] }));
const JOB_CATEGORIES = [
  { value: '', label: 'None: use the topic’s usual search' },
  ...CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
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
    if (failure?.code === 'CONFLICT') setError('slug', { message: failure.message });
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
          label="Title"
          error={errors.title?.message}
          disabled={!isHydrated}
          {...register('title', {
            onChange: (event: { target: { value: string } }) => {
              if (!isSlugEdited) setValue('slug', slugifyTitle(event.target.value));
            },
          })}
        />
        <TextField
          label="Slug"
          hint={`The address: /blogs/${values.slug || slugifyTitle(values.title ?? '') || '…'}`}
          error={errors.slug?.message}
          disabled={!isHydrated}
          {...register('slug', { onChange: () => setIsSlugEdited(true) })}
        />
        <TextField label="Author" {...field('author')} />
        <TextareaField
          label="Meta description"
          hint="Shown under the title in search results and on the blog list."
          aside={`${values.metaDescription?.length ?? 0}/${BLOG_LIMITS.metaMax}`}
          rows={3}
          className="[&_textarea]:min-h-20"
          {...field('metaDescription')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Topic"
            options={TOPICS}
            disabled={!isHydrated}
            {...register('topic')}
          />
          <SelectField
            label="Jobs to link to"
            options={JOB_CATEGORIES}
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
          label="Body (Markdown)"
          hint="## for a section heading, **bold**, - for a list, [text](https://…) for a link."
          rows={18}
          className="[&_textarea]:min-h-96 [&_textarea]:font-mono [&_textarea]:text-sm"
          {...field('body')}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={!isHydrated || isSaving}>
            {isNew ? 'Publish' : 'Save and publish'}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={!isHydrated || isSaving}
            onClick={(event) => void save(false)(event)}
          >
            Save as draft
          </Button>
        </div>
      </div>
      <section aria-label="Preview" className="lg:sticky lg:top-4 lg:self-start">
        <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          Preview: what readers see
        </h2>
        <article className="mt-2 max-h-[80vh] overflow-y-auto rounded-xl border border-slate-200 bg-white p-5">
          <p className="text-xs font-semibold tracking-wide text-saffron-700 uppercase">
            {BLOG_TOPIC_LABELS[values.topic ?? initial.topic]}
          </p>
          <h1 className="mt-1 text-2xl font-extrabold break-words text-indigo-950">
            {values.title || 'Your title'}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{values.author || 'Author'}</p>
          <MarkdownPreview
            markdown={values.body ?? ''}
            empty="Your post appears here as you write."
            className="mt-4"
          />
        </article>
      </section>
    </form>
  );
}
