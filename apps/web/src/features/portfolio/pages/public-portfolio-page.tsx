import { portfolioPageTitleIn } from '@shuruaat/contract';
import { useEffect } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { aroundLink } from '@/lib/i18n/around-link';
import { useTranslator } from '@/lib/i18n/translate';
import { ProjectCard } from '../components/project-card';
import { publicPortfolioPageLoader } from '../loaders';
import { portfolioCatalogue } from '../locales/catalogue';

/** /portfolio/:handle: a published portfolio; the server already answered 404 for others. */
function PublicPortfolioPage() {
  const { language, t } = useTranslator();
  const { portfolio } = useLoaderData<typeof publicPortfolioPageLoader>();
  const revalidator = useRevalidator();
  const shownName = portfolio.ok ? portfolio.data.displayName : null;
  useEffect(() => {
    if (shownName !== null) document.title = portfolioPageTitleIn(language, shownName);
  }, [language, shownName]);

  if (!portfolio.ok && portfolio.failure.status === 404) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold text-indigo-950">
          {t('portfolio.public.notFoundTitle')}
        </h1>
        <p className="mt-3 text-slate-700">{t('portfolio.public.notFoundText')}</p>
        <ButtonLink to="/project-portfolio" className="mt-6">
          {t('portfolio.public.buildYours')}
        </ButtonLink>
      </div>
    );
  }
  if (!portfolio.ok) {
    if (revalidator.state === 'loading') return <PageLoader />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadFailed
          message={t('portfolio.public.loadFailed')}
          onRetry={() => void revalidator.revalidate()}
        />
      </div>
    );
  }
  const shown = portfolio.data;
  const [madeBefore, madeAfter] = aroundLink(t, 'portfolio.public.madeWith');
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">
        {t('portfolio.public.eyebrow')}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-indigo-950 sm:text-4xl">
        {shown.displayName}
      </h1>
      {shown.headline ? <p className="mt-2 text-lg text-slate-700">{shown.headline}</p> : null}
      <div className="mt-8 space-y-4">
        {shown.projects.map((project) => (
          <ProjectCard key={project._id} project={project} />
        ))}
      </div>
      <p className="mt-10 text-sm text-slate-600">
        {madeBefore}
        <Link to="/project-portfolio" className="font-semibold text-indigo-800 underline">
          {t('portfolio.public.madeWithLink')}
        </Link>
        {madeAfter}
      </p>
    </div>
  );
}

export const publicPortfolioPageRoute = {
  Component: PublicPortfolioPage,
  loader: publicPortfolioPageLoader,
  catalogue: portfolioCatalogue,
};
