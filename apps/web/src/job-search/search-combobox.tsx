import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { Suggestion } from './suggestions';
import { useSuggestions } from './use-suggestions';
import { useT } from '@/lib/i18n/translate';

type SearchComboboxProps = {
  id: string;
  initialQuery: string;
  onSearch: (q: string) => void;
  placeholder: string;
  look: 'hero' | 'page';
};

const TYPE_NAMES: Record<Suggestion['type'], string> = {
  title: 'job-search.type.title',
  skill: 'job-search.type.skill',
  company: 'job-search.type.company',
  city: 'job-search.type.city',
};

const LOOKS = {
  hero: {
    form: 'flex flex-col gap-3 sm:flex-row',
    input: 'border-white/20 px-4 py-3',
    button: 'lg',
  },
  page: { form: 'flex gap-2', input: 'border-slate-300 px-4 py-2.5', button: 'md' },
} as const;

/** From the box, down goes to the first and up to the last; both wrap around. */
const nextActive = (now: number, step: number, count: number) =>
  now < 0 ? (step > 0 ? 0 : count - 1) : (now + step + count) % count;

/**
 * The search box of the home page and /jobs: a WAI-ARIA combobox whose list suggests roles,
 * skills, companies and cities as you type (arrows move, Enter or a tap searches for the one
 * picked, Escape closes). It is a GET form to /jobs, so the browser can send it without the app.
 */
export function SearchCombobox({
  id,
  initialQuery,
  onSearch,
  placeholder,
  look,
}: SearchComboboxProps) {
  const t = useT();
  const [text, setText] = useState(initialQuery);
  const [active, setActive] = useState(-1);
  const [isOpen, setIsOpen] = useState(false);
  const items = useSuggestions(text, initialQuery);
  const isShown = isOpen && items.length > 0;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;

  const search = (q: string) => {
    setIsOpen(false);
    setActive(-1);
    onSearch(q.trim());
  };
  const choose = (suggestion: Suggestion) => {
    setText(suggestion.value);
    search(suggestion.value);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step && items.length > 0) {
      event.preventDefault();
      setIsOpen(true);
      setActive((now) => nextActive(now, step, items.length));
    } else if (event.key === 'Enter' && isShown && items[active]) {
      event.preventDefault();
      choose(items[active]);
    } else if (event.key === 'Escape' && isShown) {
      event.preventDefault();
      setIsOpen(false);
      setActive(-1);
    }
  };

  const styles = LOOKS[look];
  return (
    <form role="search" action="/jobs" method="get" onSubmit={onSubmit} className={styles.form}>
      <label htmlFor={id} className="sr-only">
        {t('job-search.label')}
      </label>
      <div className="relative min-w-0 flex-1">
        <input
          id={id}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={isShown}
          aria-controls={listId}
          aria-activedescendant={isShown && active >= 0 ? optionId(active) : undefined}
          value={text}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            setIsOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setIsOpen(false)}
          placeholder={placeholder}
          className={`w-full rounded-lg border bg-white text-base text-slate-900 placeholder:text-slate-500 ${styles.input}`}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('job-search.suggestions')}
          hidden={!isShown}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {items.map((item, index) => (
            <li
              key={`${item.type}:${item.value}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps focus in the box, so the tap lands as a click instead of closing the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
              className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 py-2 text-left text-slate-900 ${
                index === active ? 'bg-indigo-50' : 'hover:bg-slate-50'
              }`}
            >
              <span className="min-w-0 break-words">{item.value}</span>
              <span className="shrink-0 text-sm text-slate-600">
                {t(TYPE_NAMES[item.type])} · {item.count}
              </span>
            </li>
          ))}
        </ul>
        <p aria-live="polite" className="sr-only">
          {isShown ? t('job-search.suggestionsCount', { count: items.length }) : ''}
        </p>
      </div>
      <Button type="submit" size={styles.button} className="shrink-0">
        {t('job-search.submit')}
      </Button>
    </form>
  );
}
