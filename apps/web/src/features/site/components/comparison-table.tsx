import { Link } from 'react-router';
import { PROGRAMS, type ProgramDetails } from '../content/programs';

const ROWS: { label: string; value: (p: ProgramDetails) => string }[] = [
  { label: 'Fee', value: (p) => p.fee },
  { label: 'Duration', value: (p) => p.duration },
  { label: 'Time each week', value: (p) => p.hours },
  { label: 'Mentorship', value: (p) => p.mentorship },
  { label: 'Projects', value: (p) => p.projects },
  { label: 'Certificate', value: (p) => p.certificate },
];

/** The three programs side by side; scrolls sideways on a phone rather than squeezing. */
export function ComparisonTable() {
  return (
    <div
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label="Program comparison"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">
          Free internship, Standard Program and Premium Program compared
        </caption>
        <thead className="bg-indigo-50 text-indigo-950">
          <tr>
            <th scope="col" className="p-3 font-semibold">
              What you get
            </th>
            {PROGRAMS.map((p) => (
              <th key={p.program} scope="col" className="p-3 font-semibold">
                <Link to={p.path} className="underline">
                  {p.name}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="p-3 font-semibold text-slate-900">
                {row.label}
              </th>
              {PROGRAMS.map((p) => (
                <td key={p.program} className="p-3 text-slate-700">
                  {row.value(p)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
