import {
  PASSAGE_DIFFICULTIES,
  PassageBodySchema,
  TYPING_LIMITS,
  type PassageBody,
  type TypingLanguage,
} from '@shuruaat/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';

type Draft = Omit<PassageBody, 'topics'> & { topics: string };

const EMPTY: Draft = {
  language: 'hi',
  title: '',
  body: '',
  difficulty: 'medium',
  topics: '',
  source: '',
};

type Errors = Partial<Record<keyof Draft, string>>;

/** The form's fields as the API's body; topics are typed comma-separated. */
function toBody(draft: Draft) {
  const topics = draft.topics
    .split(',')
    .map((topic) => topic.trim())
    .filter(Boolean);
  return PassageBodySchema.safeParse({ ...draft, topics });
}

/** A new typing passage, checked with the API's own schema before it is sent. */
export function PassageForm({
  saving,
  error,
  onSave,
}: {
  saving: boolean;
  error: string | null;
  onSave: (body: PassageBody) => Promise<boolean>;
}) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = toBody(draft);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Draft;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    if (await onSave(parsed.data)) setDraft({ ...EMPTY, language: draft.language });
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-5"
      aria-label="Add a passage"
    >
      <h2 className="text-lg font-bold text-indigo-950 sm:col-span-2">Add a passage</h2>
      <SelectField
        label="Language"
        value={draft.language}
        onChange={(e) => set({ language: e.target.value as TypingLanguage })}
        options={[
          { value: 'hi', label: 'Hindi' },
          { value: 'en', label: 'English' },
        ]}
      />
      <SelectField
        label="Difficulty"
        value={draft.difficulty}
        onChange={(e) => set({ difficulty: e.target.value as Draft['difficulty'] })}
        options={PASSAGE_DIFFICULTIES.map((d) => ({
          value: d,
          label: d[0]?.toUpperCase() + d.slice(1),
        }))}
      />
      <TextField
        label="Title"
        value={draft.title}
        maxLength={TYPING_LIMITS.titleMax}
        error={errors.title}
        onChange={(e) => set({ title: e.target.value })}
      />
      <TextField
        label="Topics"
        hint="Separated by commas, e.g. civics, geography"
        value={draft.topics}
        error={errors.topics}
        onChange={(e) => set({ topics: e.target.value })}
      />
      <TextField
        label="Source"
        hint="Where the text comes from, or who wrote it"
        value={draft.source}
        error={errors.source}
        className="sm:col-span-2"
        onChange={(e) => set({ source: e.target.value })}
      />
      <TextareaField
        label="Passage"
        lang={draft.language}
        value={draft.body}
        error={errors.body}
        aside={`${draft.body.trim().length} / ${TYPING_LIMITS.passageMax}`}
        className="sm:col-span-2"
        onChange={(e) => set({ body: e.target.value })}
      />
      {error ? (
        <div className="sm:col-span-2">
          <Alert>{error}</Alert>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Add the passage'}
        </Button>
      </div>
    </form>
  );
}
