import { RESUME_ACCESS_MESSAGES, type ResumeAccessState } from '@shuruaat/contract';
import { Link } from 'react-router';
import { EMPLOYER_PATHS } from '@/lib/employer-paths';
import { AccessRequest } from './access-request';

const GIVES = [
  'Students and freshers who chose to be found by employers, with their current resume.',
  'Search by skills, city, degree and graduation year.',
  'Open a resume without waiting for the candidate to apply to one of your jobs.',
];

/** What an employer without resume access sees instead of the search. */
export function NoAccess({ access }: { access: ResumeAccessState | null }) {
  return (
    <div className="max-w-2xl space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-xl font-bold text-indigo-950">Get access to the resume database</h2>
      <ul className="list-disc space-y-1.5 pl-5 text-slate-800">
        {GIVES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="rounded-lg bg-saffron-50 p-4 text-slate-900">
        {RESUME_ACCESS_MESSAGES.noAccess}
      </p>
      <p className="text-sm text-slate-700">
        Candidates decide whether they are listed, and each opening of a resume is shown to its
        owner, so access is given to companies with a complete, genuine profile.
      </p>
      <AccessRequest state={access} />
      <div className="flex flex-wrap items-center gap-4">
        <Link
          to={EMPLOYER_PATHS.myJobs}
          className="text-sm font-semibold text-indigo-800 underline underline-offset-2"
        >
          See who applied to your jobs
        </Link>
      </div>
    </div>
  );
}
