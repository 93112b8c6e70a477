import { withoutPhrase, type SearchChip } from '@shuruaat/contract';

type UnderstoodChipsProps = {
  q: string;
  chips: SearchChip[];
  onSearch: (q: string | undefined) => void;
};

/**
 * What the search box was read as: "pune" became the Pune filter, "wfh" work from home. Each is
 * removable (the phrase leaves the box); a corrected or left-out word says what was searched.
 */
export function UnderstoodChips({ q, chips, onSearch }: UnderstoodChipsProps) {
  const filters = chips.filter((c) => c.type !== 'spelling' && c.type !== 'dropped');
  const spelling = chips.filter((c) => c.type === 'spelling');
  const dropped = chips.filter((c) => c.type === 'dropped');
  if (chips.length === 0) return null;
  return (
    <div className="space-y-2 text-sm text-slate-700">
      {dropped.map((c) => (
        <p key={c.phrase}>No open listing has all your words, so these leave out “{c.phrase}”.</p>
      ))}
      {spelling.length ? (
        <p>
          Showing results for{' '}
          {spelling.map((c, i) => (
            <span key={c.phrase}>
              {i ? ', ' : ''}
              <strong className="font-semibold text-slate-900">{c.label}</strong> (you typed “
              {c.phrase}”)
            </span>
          ))}
        </p>
      ) : null}
      {filters.length ? (
        <ul aria-label="Understood from your search" className="flex flex-wrap items-center gap-2">
          <li className="text-slate-600">From your search:</li>
          {filters.map((chip) => (
            <li key={`${chip.type}:${chip.phrase}`}>
              <button
                type="button"
                onClick={() => onSearch(withoutPhrase(q, chip.phrase) || undefined)}
                aria-label={`Remove “${chip.phrase}” from the search: ${chip.label}`}
                className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900 ring-1 ring-amber-200 ring-inset hover:bg-amber-100"
              >
                {chip.label}
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
