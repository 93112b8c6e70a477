import { Link } from 'react-router';
import { useT } from '@/lib/i18n/translate';
import { PROGRAMS, type ProgramDetails } from '../content/programs';
import { PROGRAM_FACTS } from './program-summary';

/** The three programs side by side; scrolls sideways on a phone rather than squeezing. */
export function ComparisonTable() {
  const t = useT();
  return (
    <div
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label={t('site.compare.label')}
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{t('site.compare.caption')}</caption>
        <thead className="bg-indigo-50 text-indigo-950">
          <tr>
            <th scope="col" className="p-3 font-semibold">
              {t('site.programs.whatYouGet')}
            </th>
            {PROGRAMS.map((p) => (
              <th key={p.program} scope="col" className="p-3 font-semibold">
                <Link to={p.path} className="underline">
                  {t(p.name)}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {PROGRAM_FACTS.map(([label, fact]) => (
            <tr key={label}>
              <th scope="row" className="p-3 font-semibold text-slate-900">
                {t(label)}
              </th>
              {PROGRAMS.map((p: ProgramDetails) => (
                <td key={p.program} className="p-3 text-slate-700">
                  {t(p[fact])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
