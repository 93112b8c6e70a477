import { TYPING_LENGTHS } from '@shuruaat/contract';
import { Link } from 'react-router';

const ENTRY_POINTS = [
  {
    to: '/internships',
    title: 'Internships',
    text: 'Paid and unpaid internships, in the office, hybrid or from home, to learn on real work.',
  },
  {
    to: '/jobs',
    title: 'Jobs for freshers',
    text: 'Entry-level roles for recent graduates, in cities across India and remote.',
  },
  {
    to: '/tools',
    title: 'Career tools',
    text: 'Practical tools for job seekers, from a project portfolio to career guidance.',
  },
  {
    to: '/tools/typing-test',
    title: 'Typing test',
    text: `Check your speed and accuracy in English or Hindi: practice ${TYPING_LENGTHS.practice}, tests ${TYPING_LENGTHS.tests}.`,
  },
];

export function ExploreSection() {
  return (
    <section aria-labelledby="explore-heading" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="explore-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
        Where would you like to start?
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {ENTRY_POINTS.map(({ to, title, text }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-300 hover:shadow-md"
            >
              <span className="text-lg font-semibold text-indigo-900">{title}</span>
              <span className="mt-2 flex-1 text-slate-700">{text}</span>
              <span className="mt-4 text-sm font-semibold text-saffron-700 group-hover:underline">
                Explore {title.toLowerCase()} <span aria-hidden="true">→</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
