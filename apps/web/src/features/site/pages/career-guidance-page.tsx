import { useT } from '@/lib/i18n/translate';
import { ContentSections } from '../components/content-sections';
import { PageHero } from '../components/page-hero';
import { GUIDES } from '../content/career-guides';
import { sectionsIn } from '../content/in-language';
import { siteCatalogue } from '../locales/catalogue';

function CareerGuidancePage() {
  const t = useT();
  return (
    <>
      <PageHero
        eyebrow={t('site.guides.eyebrow')}
        title={t('site.guides.title')}
        intro={t('site.guides.intro')}
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <nav
          aria-label={t('site.guides.navLabel')}
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 className="text-lg font-semibold text-indigo-950">{t('site.guides.inThese')}</h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {GUIDES.map((guide) => (
              <li key={guide.id}>
                <a href={`#${guide.id}`} className="font-semibold text-indigo-800 underline">
                  {t(guide.title)}
                </a>
                <p className="text-sm text-slate-700">{t(guide.summary)}</p>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-10 space-y-14">
          {GUIDES.map((guide) => (
            <article key={guide.id} id={guide.id} aria-labelledby={`${guide.id}-heading`}>
              <h2
                id={`${guide.id}-heading`}
                className="text-2xl font-bold text-indigo-950 sm:text-3xl"
              >
                {t(guide.title)}
              </h2>
              <p className="mt-2 text-lg text-slate-700">{t(guide.summary)}</p>
              <div className="mt-6">
                <ContentSections sections={sectionsIn(t, guide.sections)} level="h3" />
              </div>
            </article>
          ))}
        </div>
      </div>
    </>
  );
}

export const careerGuidancePageRoute = { Component: CareerGuidancePage, catalogue: siteCatalogue };
