import { Link } from 'react-router';
import { useT } from '@/lib/i18n/translate';

export type BrowseLink = { key: string; label: string; to: string; count: number };

/** Links into /jobs with one filter chosen, each with how many openings it leads to. */
export function BrowseLinks({ label, links }: { label: string; links: BrowseLink[] }) {
  const t = useT();
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {links.map(({ key, label: name, to, count }) => (
        <li key={key}>
          <Link
            to={to}
            className="flex h-full min-h-18 flex-col justify-center gap-1 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm transition hover:border-indigo-300 hover:bg-indigo-50/40"
          >
            <span className="leading-snug font-semibold text-indigo-950">{name}</span>{' '}
            <span className="text-sm whitespace-nowrap text-slate-600">
              {t('home.browse.count', { count })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
