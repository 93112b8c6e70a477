import type { JobKind } from '@shuruaat/contract';
import { Link } from 'react-router';
import { useCountText } from '../count-text';
import type { CountLinkItem } from '../links';

type CountLinksProps = {
  label: string;
  items: CountLinkItem[];
  noun: JobKind | 'any';
  className?: string;
};

function Count({ count, noun }: { count: CountLinkItem['count']; noun: JobKind | 'any' }) {
  const countText = useCountText();
  if (count === undefined) return null;
  return <span className="text-sm whitespace-nowrap text-slate-600">{countText(count, noun)}</span>;
}

/** Links into /jobs, each with its live count; without counts they still lead somewhere useful. */
export function CountLinks({ label, items, noun, className = '' }: CountLinksProps) {
  return (
    <ul
      aria-label={label}
      className={`grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 ${className}`}
    >
      {items.map(({ key, label: name, to, count }) => (
        <li key={key}>
          <Link
            to={to}
            className="flex h-full min-h-18 flex-col justify-center gap-1 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm transition hover:border-indigo-300 hover:bg-indigo-50/40"
          >
            <span className="leading-snug font-semibold text-indigo-950">{name}</span>{' '}
            <Count count={count} noun={noun} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
