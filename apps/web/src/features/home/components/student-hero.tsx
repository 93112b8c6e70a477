import { Link } from 'react-router';
import { HeroArt } from './hero-art';
import { JobSearchForm } from './job-search-form';

const QUICK_LINKS = [
  { to: '/internships', label: 'Internships' },
  { to: '/jobs?kind=job', label: 'Fresher jobs' },
  { to: '/tools/typing-test', label: 'Typing test' },
];

export function StudentHero() {
  return (
    // Only the glow and the art are clipped: the search box's suggestions may reach below.
    <section className="on-dark relative overflow-x-clip bg-indigo-950 text-white">
      <div aria-hidden="true" className="absolute inset-0 overflow-hidden">
        <div className="absolute -top-24 -right-24 size-72 rounded-full bg-saffron-400/20 blur-3xl" />
      </div>
      <div className="relative mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:py-20 lg:grid-cols-[1fr_22rem]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-saffron-300 uppercase">
            For students and freshers
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-extrabold sm:text-5xl">
            Your career&apos;s <span className="text-saffron-400">shuruaat</span> starts with the
            right first step.
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-indigo-100">
            Find internships and first jobs across India, apply with a profile and resume you keep
            in one place, and track every application.
          </p>
          <div className="mt-8 max-w-2xl">
            <JobSearchForm />
          </div>
          <nav aria-label="Popular starting points" className="mt-5 flex flex-wrap gap-2">
            {QUICK_LINKS.map(({ to, label }) => (
              <Link
                key={to}
                to={to}
                className="rounded-full border border-indigo-300/40 px-4 py-1.5 text-sm font-medium text-indigo-50 hover:bg-white/10"
              >
                {label}
              </Link>
            ))}
          </nav>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}
