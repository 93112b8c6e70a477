import { PROGRAM_LABELS, TRACK_LABELS, type ProgramApplication } from '@shuruaat/contract';
import { longDayText } from '@/lib/format';

/** The signed-in candidate's program applications, so they can see what they sent. */
export function MyProgramApplications({ applications }: { applications: ProgramApplication[] }) {
  if (applications.length === 0) return null;
  return (
    <section
      aria-labelledby="my-applications-heading"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h3 id="my-applications-heading" className="text-lg font-semibold text-indigo-950">
        Your program applications
      </h3>
      <ul className="mt-3 divide-y divide-slate-200">
        {applications.map((a) => (
          <li key={a._id} className="py-3">
            <p className="font-semibold text-slate-900">
              {PROGRAM_LABELS[a.program]} · {TRACK_LABELS[a.track]}
            </p>
            <p className="text-sm text-slate-700">
              Sent on {longDayText(a.createdAt)} ·{' '}
              {a.resume ? `Resume version ${a.resume.version} attached` : 'No resume attached'} · We
              reply within 7 days
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
