import type { JobKind } from '@shuruaat/contract';
import { Link } from 'react-router';
import { countText } from '@/job-search/facet-counts';
import { partTimeLink, remoteLink, type CountLinkItem, type Counts } from '../links';

const TEXT: Record<string, string> = {
  remote: 'Done entirely online, from wherever you are. No commute.',
  'part-time': 'Fewer hours a week than full time, so they fit around college.',
};

function EntryCount({ count, kind }: { count: CountLinkItem['count']; kind: JobKind }) {
  if (count === undefined) return null;
  return <span className="font-semibold text-saffron-700">{countText(count, kind)}</span>;
}

/** Work from home and part-time, the two ways in that cut across every category and city. */
export function EntryCards({ kind, counts }: { kind: JobKind; counts: Counts }) {
  const items = [remoteLink(kind, counts), partTimeLink(kind, counts)];
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map(({ key, label, to, count }) => (
        <li key={key}>
          <Link
            to={to}
            className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-5 transition hover:border-indigo-300 hover:bg-indigo-50/50"
          >
            <span className="text-xl font-bold text-indigo-950">
              {label} {kind === 'internship' ? 'internships' : 'jobs'}
            </span>{' '}
            <span className="text-slate-700">{TEXT[key]}</span>{' '}
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
