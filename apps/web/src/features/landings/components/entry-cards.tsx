import type { JobKind } from '@shuruaat/contract';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n/translate';
import { useCountText } from '../count-text';
import { partTimeLink, remoteLink, type CountLinkItem, type Counts } from '../links';

// Message ids by link key: the card's name and what it means.
const WORDS: Record<string, { label: string; text: string }> = {
  remote: { label: 'landings.entry.remote', text: 'landings.entry.remoteText' },
  'part-time': { label: 'landings.entry.partTime', text: 'landings.entry.partTimeText' },
};

function EntryCount({ count, kind }: { count: CountLinkItem['count']; kind: JobKind }) {
  const countText = useCountText();
  if (count === undefined) return null;
  return <span className="font-semibold text-saffron-700">{countText(count, kind)}</span>;
}

/** Work from home and part-time, the two ways in that cut across every category and city. */
export function EntryCards({ kind, counts }: { kind: JobKind; counts: Counts }) {
  const t = useT();
  const items = [remoteLink(t, kind, counts), partTimeLink(t, kind, counts)];
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map(({ key, to, count }) => (
        <li key={key}>
          <Link
            to={to}
            className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-5 transition hover:border-indigo-300 hover:bg-indigo-50/50"
          >
            <span className="text-xl font-bold text-indigo-950">
              {t('landings.entry.title', { label: t(WORDS[key]?.label ?? key), kind })}
            </span>{' '}
            <span className="text-slate-700">{t(WORDS[key]?.text ?? key)}</span>{' '}
            <span className="mt-auto flex min-h-6 items-center gap-1 pt-2">
              <EntryCount count={count} kind={kind} />
              <span aria-hidden="true">→</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
