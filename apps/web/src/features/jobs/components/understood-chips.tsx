import { withoutPhrase, WORK_MODES, type SearchChip, type WorkMode } from '@shuruaat/contract';
import { cityLabel, workModeLabel } from '@/job-search/option-labels';
import { useT, type Translate } from '@/lib/i18n/translate';

type UnderstoodChipsProps = {
  q: string;
  chips: SearchChip[];
  onSearch: (q: string | undefined) => void;
};

const isWorkMode = (value: string): value is WorkMode => WORK_MODES.includes(value as WorkMode);

/**
 * A chip in the reader's language, from its value (the label is the server's English): a city
 * or work mode by its name, part-time and the kind by theirs; anything else as the server wrote.
 */
function chipText(t: Translate, chip: SearchChip): string {
  if (chip.type === 'city') return cityLabel(t, chip.value);
  if (chip.type === 'workMode' && isWorkMode(chip.value)) return workModeLabel(t, chip.value);
  if (chip.type === 'partTime') return t('jobs.understood.partTime');
  if (chip.type === 'kind' && chip.value === 'internship') return t('jobs.understood.internship');
  if (chip.type === 'kind' && chip.value === 'job') return t('jobs.understood.job');
  return chip.label;
}

/**
 * What the search box was read as: "pune" became the Pune filter, "wfh" work from home. Each is
 * removable (the phrase leaves the box); a corrected or left-out word says what was searched.
 */
export function UnderstoodChips({ q, chips, onSearch }: UnderstoodChipsProps) {
  const t = useT();
  const filters = chips.filter((c) => c.type !== 'spelling' && c.type !== 'dropped');
  const spelling = chips.filter((c) => c.type === 'spelling');
  const dropped = chips.filter((c) => c.type === 'dropped');
  if (chips.length === 0) return null;
  return (
    <div className="space-y-2 text-sm text-slate-700">
      {dropped.map((c) => (
        <p key={c.phrase}>{t('jobs.understood.dropped', { phrase: c.phrase })}</p>
      ))}
      {spelling.length ? (
        <p>
          {t('jobs.understood.showingFor')}{' '}
          {spelling.map((c, i) => (
            <span key={c.phrase}>
              {i ? ', ' : ''}
              <strong className="font-semibold text-slate-900">{c.label}</strong>{' '}
              {t('jobs.understood.youTyped', { phrase: c.phrase })}
            </span>
          ))}
        </p>
      ) : null}
      {filters.length ? (
        <ul aria-label={t('jobs.understood.label')} className="flex flex-wrap items-center gap-2">
          <li className="text-slate-600">{t('jobs.understood.from')}</li>
          {filters.map((chip) => (
            <li key={`${chip.type}:${chip.phrase}`}>
              <button
                type="button"
                onClick={() => onSearch(withoutPhrase(q, chip.phrase) || undefined)}
                aria-label={t('jobs.understood.remove', {
                  phrase: chip.phrase,
                  label: chipText(t, chip),
                })}
                className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900 ring-1 ring-amber-200 ring-inset hover:bg-amber-100"
              >
                {chipText(t, chip)}
                <span aria-hidden="true" className="text-base leading-none">
                  ×
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
