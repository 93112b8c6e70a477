import { facetCount } from '@/job-search/facet-counts';
import { useT } from '@/lib/i18n/translate';
import { useCountText } from '../count-text';
import type { Counts } from '../links';
import { InternshipSearchForm } from './internship-search-form';

function OpenCount({ counts }: { counts: Counts }) {
  const t = useT();
  const countText = useCountText();
  if (counts === null) return null;
  const open = facetCount(counts.kind, 'internship');
  return (
    <p className="text-indigo-100">
      <strong className="text-white">{countText(open, 'internship')}</strong>
      {t('landings.hero.openTail')}
    </p>
  );
}

export function InternshipsHero({ counts }: { counts: Counts }) {
  const t = useT();
  return (
    <section className="on-dark relative overflow-hidden bg-indigo-950 text-white">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-72 rounded-full bg-saffron-400/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <p className="text-sm font-semibold tracking-wide text-saffron-300 uppercase">
          {t('landings.hero.eyebrow')}
        </p>
        <h1 className="mt-3 text-4xl leading-tight font-extrabold sm:text-5xl">
          {t('landings.hero.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-indigo-100">{t('landings.hero.lead')}</p>
        <div className="mt-8 max-w-2xl">
          <InternshipSearchForm />
        </div>
        <div className="mt-5 min-h-6">
          <OpenCount counts={counts} />
        </div>
      </div>
    </section>
  );
}
