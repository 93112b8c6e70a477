import { CITIES } from '@shuruaat/contract';
import { useT } from '@/lib/i18n/translate';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { yearError, type SearchFields } from '../../candidate-search';

type CandidateSearchFormProps = {
  initial: SearchFields;
  isSearching: boolean;
  onSearch: (fields: SearchFields) => void;
};

const EMPTY: SearchFields = { skills: '', city: '', degree: '', graduationYear: '' };

export function CandidateSearchForm({ initial, isSearching, onSearch }: CandidateSearchFormProps) {
  const t = useT();
  const citiesId = useId();
  const [fields, setFields] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const set = (key: keyof SearchFields) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [key]: event.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = yearError(fields.graduationYear);
    setError(problem);
    if (!problem) onSearch(fields);
  }

  function clear() {
    setFields(EMPTY);
    setError(undefined);
    onSearch(EMPTY);
  }

  return (
    <form
      role="search"
      aria-label={t('resume-database.search.label')}
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-4"
    >
      <TextField
        label={t('resume-database.search.skills')}
        hint={t('resume-database.search.skillsHint')}
        placeholder="React, SQL"
        value={fields.skills}
        onChange={set('skills')}
      />
      <TextField
        label={t('resume-database.search.city')}
        list={citiesId}
        value={fields.city}
        onChange={set('city')}
      />
      <datalist id={citiesId}>
        {CITIES.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <TextField
        label={t('resume-database.search.degree')}
        placeholder="B.Tech"
        value={fields.degree}
        onChange={set('degree')}
      />
      <TextField
        label={t('resume-database.search.year')}
        inputMode="numeric"
        placeholder="2026"
        maxLength={4}
        error={error && t('resume-database.search.yearError')}
        value={fields.graduationYear}
        onChange={set('graduationYear')}
      />
      <div className="flex gap-3 sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={isSearching}>
          {t('resume-database.search.submit')}
        </Button>
        <Button variant="ghost" onClick={clear}>
          {t('resume-database.search.clear')}
        </Button>
      </div>
    </form>
  );
}
