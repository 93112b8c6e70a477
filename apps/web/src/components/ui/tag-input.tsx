import { useState, type KeyboardEvent } from 'react';
import { useT } from '@/lib/i18n/translate';
import { Field } from './field';
import { inputClasses } from './text-field';

type TagInputProps = {
  label: string;
  value: string[];
  max: number;
  /** What to type, e.g. "a skill"; used in the placeholder. */
  noun: string;
  onChange: (tags: string[]) => void;
  error?: string;
};

/** Type a tag and press Enter or a comma; each tag once, ignoring case. */
export function TagInput({ label, value, max, noun, onChange, error }: TagInputProps) {
  const t = useT();
  const [draft, setDraft] = useState('');
  const isFull = value.length >= max;

  function add() {
    const tag = draft.trim().replace(/,$/, '').trim();
    setDraft('');
    if (!tag || isFull) return;
    if (value.some((t) => t.toLowerCase() === tag.toLowerCase())) return;
    onChange([...value, tag]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && !draft && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <Field
      label={label}
      hint={t('components.tags.hint', { count: value.length, max })}
      error={error}
    >
      {(control) => (
        <>
          {value.length > 0 ? (
            <ul
              aria-label={t('components.tags.chosen', { label: label.toLowerCase() })}
              className="mb-2 flex flex-wrap gap-2"
            >
              {value.map((tag) => (
                <li
                  key={tag}
                  className="flex items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm font-medium text-indigo-950"
                >
                  {tag}
                  <button
                    type="button"
                    aria-label={t('components.tags.remove', { tag })}
                    onClick={() => onChange(value.filter((t) => t !== tag))}
                    className="rounded-full px-1.5 text-indigo-900 hover:bg-indigo-100"
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <input
            {...control}
            value={draft}
            disabled={isFull}
            placeholder={
              isFull
                ? t('components.tags.full', { max })
                : t('components.tags.placeholder', { noun })
            }
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={add}
            className={inputClasses}
          />
        </>
      )}
    </Field>
  );
}
