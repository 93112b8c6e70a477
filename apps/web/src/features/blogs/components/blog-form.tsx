import {
  BLOG_LIMITS,
  BLOG_TOPIC_LABELS,
  BLOG_TOPICS,
  CATEGORIES,
  CATEGORY_LABELS,
  slugifyTitle,
  type BlogBody,
} from '@shuruaat/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { MarkdownPreview } from '@/components/ui/markdown-preview';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { toBlogBody, type BlogFormValues, type FieldErrors } from '../form-values';
import { CoverUpload } from './cover-upload';

const TOPICS = BLOG_TOPICS.map((value) => ({ value, label: BLOG_TOPIC_LABELS[value] }));
const JOB_CATEGORIES = [
  { value: '', label: 'None: use the topic’s usual search' },
  ...CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
];

type BlogFormProps = {
  initial: BlogFormValues;
  isNew: boolean;
  isSaving: boolean;
  serverErrors: FieldErrors;
  onSave: (body: BlogBody) => void;
};

/** The editor: fields on one side, the post as readers will see it on the other. */
export function BlogForm({ initial, isNew, isSaving, serverErrors, onSave }: BlogFormProps) {
  const isHydrated = useIsHydrated();
  const [values, setValues] = useState(initial);
  const [isSlugEdited, setIsSlugEdited] = useState(!isNew);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverErrors, ...errors };
  const set = <K extends keyof BlogFormValues>(key: K, value: BlogFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent, published: boolean) {
    event.preventDefault();
    const result = toBlogBody(values, published);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    onSave(result.body);
  }

  const field = (key: 'title' | 'author' | 'metaDescription' | 'body') => ({
    value: values[key],
    error: shown[key],
    disabled: !isHydrated,
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  return (
    <form
      className="grid gap-6 lg:grid-cols-2"
      onSubmit={(event) => submit(event, true)}
      noValidate
    >
      <div className="space-y-4">
        <TextField
          label="Title"
          {...field('title')}
          onChange={(event) => {
            set('title', event.target.value);
            if (!isSlugEdited) set('slug', slugifyTitle(event.target.value));
          }}
        />
        <TextField
          label="Slug"
          hint={`The address: /blogs/${values.slug || slugifyTitle(values.title) || '…'}`}
          value={values.slug}
          error={shown.slug}
          disabled={!isHydrated}
          onChange={(event) => {
            setIsSlugEdited(true);
            set('slug', event.target.value);
          }}
        />
        <TextField label="Author" {...field('author')} />
        <TextareaField
          label="Meta description"
          hint="Shown under the title in search results and on the blog list."
          aside={`${values.metaDescription.length}/${BLOG_LIMITS.metaMax}`}
          rows={3}
          className="[&_textarea]:min-h-20"
          {...field('metaDescription')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Topic"
            options={TOPICS}
            value={values.topic}
            disabled={!isHydrated}
            onChange={(event) => set('topic', event.target.value as BlogFormValues['topic'])}
          />
          <SelectField
            label="Jobs to link to"
            options={JOB_CATEGORIES}
            value={values.jobCategory}
            error={shown.jobCategory}
            disabled={!isHydrated}
            onChange={(event) =>
              set('jobCategory', event.target.value as BlogFormValues['jobCategory'])
            }
          />
        </div>
        <CoverUpload
          value={values.coverImageUrl}
          isHydrated={isHydrated}
          onChange={(url) => set('coverImageUrl', url)}
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
            onClick={(event) => submit(event, false)}
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
            {BLOG_TOPIC_LABELS[values.topic]}
          </p>
          <h1 className="mt-1 text-2xl font-extrabold break-words text-indigo-950">
            {values.title || 'Your title'}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{values.author || 'Author'}</p>
          <MarkdownPreview
            markdown={values.body}
            empty="Your post appears here as you write."
            className="mt-4"
          />
        </article>
      </section>
    </form>
  );
}
