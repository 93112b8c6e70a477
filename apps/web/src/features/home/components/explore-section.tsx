import { typingLengths } from '@shuruaat/contract';
import { Link } from 'react-router';
import { useTranslator } from '@/lib/i18n/translate';

const ENTRY_POINTS = [
  {
    to: '/internships',
    title: 'home.explore.internships',
    text: 'home.explore.internshipsText',
  },
  {
    to: '/jobs',
    title: 'home.explore.jobs',
    text: 'home.explore.jobsText',
  },
  {
    to: '/tools',
    title: 'home.explore.tools',
    text: 'home.explore.toolsText',
  },
  {
    to: '/tools/typing-test',
    title: 'home.explore.typing',
    text: 'home.explore.typingText',
  },
];

export function ExploreSection() {
  const { t, language } = useTranslator();
  const lengths = typingLengths(language);
  return (
    <section aria-labelledby="explore-heading" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="explore-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
        {t('home.explore.heading')}
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {ENTRY_POINTS.map(({ to, title, text }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-300 hover:shadow-md"
            >
              <span className="text-lg font-semibold text-indigo-900">{t(title)}</span>
              <span className="mt-2 flex-1 text-slate-700">{t(text, lengths)}</span>
              <span className="mt-4 text-sm font-semibold text-saffron-700 group-hover:underline">
                {t('home.explore.more', { title: t(title).toLowerCase() })}{' '}
                <span aria-hidden="true">→</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
