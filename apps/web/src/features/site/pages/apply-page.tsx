import { ProgramSchema } from '@shuruaat/contract';
import { Link, useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n/translate';
import { InfoSection } from '../components/info-section';
import { PageHero } from '../components/page-hero';
import { ProgramApplySection } from '../components/program-apply-section';
import { PROGRAMS } from '../content/programs';
import { siteCatalogue } from '../locales/catalogue';
import { applyPageAction, applyPageLoader } from '../loaders';

const NEXT_STEPS = ['site.apply.next1', 'site.apply.next2', 'site.apply.next3'] as const;

function ApplyPage() {
  const t = useT();
  const [params] = useSearchParams();
  const program = ProgramSchema.catch('standard').parse(params.get('program'));
  return (
    <>
      <PageHero
        eyebrow={t('site.apply.eyebrow')}
        title={t('site.apply.title')}
        intro={t('site.apply.intro')}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="apply-heading">
          <h2 id="apply-heading" className="mb-5 text-2xl font-bold text-indigo-950">
            {t('site.apply.yourApplication')}
          </h2>
          <ProgramApplySection program={program} />
        </section>
        <aside
          aria-labelledby="programs-heading"
          className="h-fit rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="programs-heading" className="text-lg font-semibold text-indigo-950">
            {t('site.apply.programs')}
          </h2>
          <ul className="mt-3 space-y-3">
            {PROGRAMS.map((p) => (
              <li key={p.program}>
                <Link to={p.path} className="font-semibold text-indigo-800 underline">
                  {t(p.name)}
                </Link>
                <p className="text-sm text-slate-700">
                  {t(p.fee)} · {t(p.duration)} · {t(p.mentorship)}
                </p>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <InfoSection id="next" title={t('site.apply.nextTitle')} className="bg-white">
        <ol className="max-w-3xl list-decimal space-y-2 pl-6 text-slate-700">
          {NEXT_STEPS.map((id) => (
            <li key={id}>{t(id)}</li>
          ))}
        </ol>
      </InfoSection>
    </>
  );
}

export const applyPageRoute = {
  Component: ApplyPage,
  loader: applyPageLoader,
  action: applyPageAction,
  catalogue: siteCatalogue,
};
