import { ProgramSchema } from '@shuruaat/contract';
import { Link, useSearchParams } from 'react-router';
import { InfoSection } from '../components/info-section';
import { PageHero } from '../components/page-hero';
import { ProgramApplySection } from '../components/program-apply-section';
import { PROGRAMS } from '../content/programs';
import { applyPageAction, applyPageLoader } from '../loaders';

function ApplyPage() {
  const [params] = useSearchParams();
  const program = ProgramSchema.catch('standard').parse(params.get('program'));
  return (
    <>
      <PageHero
        eyebrow="Apply for an internship program"
        title="Apply to a Shuruaat program"
        intro="One form for all three programs. Choose a program and a track, attach your resume and tell us why you. We reply to every applicant within 7 days."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="apply-heading">
          <h2 id="apply-heading" className="mb-5 text-2xl font-bold text-indigo-950">
            Your application
          </h2>
          <ProgramApplySection program={program} />
        </section>
        <aside
          aria-labelledby="programs-heading"
          className="h-fit rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="programs-heading" className="text-lg font-semibold text-indigo-950">
            The programs
          </h2>
          <ul className="mt-3 space-y-3">
            {PROGRAMS.map((p) => (
              <li key={p.program}>
                <Link to={p.path} className="font-semibold text-indigo-800 underline">
                  {p.name}
                </Link>
                <p className="text-sm text-slate-700">
                  {p.fee} · {p.duration} · {p.mentorship}
                </p>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <InfoSection id="next" title="What happens next" className="bg-white">
        <ol className="max-w-3xl list-decimal space-y-2 pl-6 text-slate-700">
          <li>A mentor in your track reads your application and resume within 7 days.</li>
          <li>For the Standard and Premium programs, a 15-minute call to agree your goals.</li>
          <li>
            You get a confirmation email with your batch date and, for paid programs, a payment
            link.
          </li>
        </ol>
      </InfoSection>
    </>
  );
}

export const applyPageRoute = {
  Component: ApplyPage,
  loader: applyPageLoader,
  action: applyPageAction,
};
