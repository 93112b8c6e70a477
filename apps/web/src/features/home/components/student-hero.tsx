import { Link } from 'react-router';
import { HeroArt } from './hero-art';
import { JobSearchForm } from './job-search-form';
import { useT } from '@/lib/i18n/translate';

const QUICK_LINKS = [
  { to: '/internships', label: 'home.hero.internships' },
  { to: '/jobs?kind=job', label: 'home.hero.fresherJobs' },
  { to: '/tools/typing-test', label: 'home.hero.typingTest' },
];

export function StudentHero() {
  const t = useT();
  return (
    // Only the glow and the art are clipped: the search box's suggestions may reach below.
    <section className="on-dark relative overflow-x-clip bg-indigo-950 text-white">
      <div aria-hidden="true" className="absolute inset-0 overflow-hidden">
        <div className="absolute -top-24 -right-24 size-72 rounded-full bg-saffron-400/20 blur-3xl" />
      </div>
      <div className="relative mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:py-20 lg:grid-cols-[1fr_22rem]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-saffron-300 uppercase">
            {t('home.hero.eyebrow')}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-extrabold sm:text-5xl">
            {t('home.hero.titleStart')}{' '}
            <span className="text-saffron-400">{t('home.hero.titleBrand')}</span>{' '}
            {t('home.hero.titleEnd')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-indigo-100">{t('home.hero.lead')}</p>
          <div className="mt-8 max-w-2xl">
            <JobSearchForm />
          </div>
          <nav aria-label={t('home.hero.quickLinks')} className="mt-5 flex flex-wrap gap-2">
            {QUICK_LINKS.map(({ to, label }) => (
              <Link
                key={to}
                to={to}
                className="rounded-full border border-indigo-300/40 px-4 py-1.5 text-sm font-medium text-indigo-50 hover:bg-white/10"
              >
                {t(label)}
              </Link>
            ))}
          </nav>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}
