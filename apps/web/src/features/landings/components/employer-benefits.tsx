import { JOB_LIMITS, PAY_LIMITS, formatInr } from '@shuruaat/contract';

const BENEFITS = [
  {
    title: 'Listing rules that stop pay mistakes',
    text: `Stipends are entered per month and CTC per year, within bounds (${formatInr(PAY_LIMITS.stipendMin)} to ${formatInr(PAY_LIMITS.stipendMax)} a month; ${formatInr(PAY_LIMITS.ctcMin)} to ${formatInr(PAY_LIMITS.ctcMax)} a year) that catch a lakh typed as a thousand before students see it. Titles stay free of pay, “urgent” and capital letters.`,
  },
  {
    title: 'A company profile with your logo',
    text: 'Your logo, website, industry, size and a short about appear with your listings, so students know who they are applying to.',
  },
  {
    title: 'Screening questions',
    text: `Ask up to ${JOB_LIMITS.questions} questions on each listing and mark the ones that must be answered. The answers arrive with each application.`,
  },
  {
    title: 'Found where students search',
    text: 'Every open listing has its own page with structured data for Google’s job search and a place in the sitemap, so students find it from a search engine too.',
  },
  {
    title: 'Pay in plain sight',
    text: 'Every listing shows its stipend or CTC, or says plainly that it is unpaid, and students can filter by pay, city, work from home and part-time.',
  },
  {
    title: 'Listings you control',
    text: `Save a draft, publish, pause or close. Applications close on their own at the apply-by date, at most ${JOB_LIMITS.applyByMaxDays} days ahead.`,
  },
];

export function EmployerBenefits() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {BENEFITS.map(({ title, text }) => (
        <li key={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <span aria-hidden="true" className="block h-1 w-10 rounded-full bg-saffron-400" />
          <h3 className="mt-4 text-lg font-semibold text-indigo-950">{title}</h3>
          <p className="mt-2 text-slate-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}
