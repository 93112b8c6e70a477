import { JOB_LIMITS } from '@shuruaat/contract';

const FILTERS = [
  {
    term: 'Category',
    text: 'The field of work, chosen by the employer from a fixed list of 14. Each listing has one category.',
  },
  {
    term: 'City',
    text: `Where the office is. One listing can name up to ${JOB_LIMITS.cities} cities; hybrid internships, with some days in the office, are listed under their cities.`,
  },
  {
    term: 'Work from home',
    text: 'Done entirely online, so these internships are open to you wherever you live.',
  },
  {
    term: 'Part-time',
    text: 'The employer expects fewer hours a week than a full-time role, so the work fits around classes.',
  },
  {
    term: 'The counts',
    text: 'How many internships are open for applications right now. Closed listings and those past their apply-by date are not counted.',
  },
];

export function FilterGuide() {
  return (
    <dl className="grid gap-x-8 gap-y-5 md:grid-cols-2">
      {FILTERS.map(({ term, text }) => (
        <div key={term}>
          <dt className="font-semibold text-slate-900">{term}</dt>
          <dd className="mt-1 text-slate-700">{text}</dd>
        </div>
      ))}
    </dl>
  );
}
