import { portfolioPageTitle } from '@shuruaat/contract';
import { useEffect } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { ProjectCard } from '../components/project-card';
import { publicPortfolioPageLoader } from '../loaders';

/** /portfolio/:handle: a published portfolio; the server already answered 404 for others. */
export function PublicPortfolioPage() {
  const { portfolio } = useLoaderData<typeof publicPortfolioPageLoader>();
  const revalidator = useRevalidator();
  const shownName = portfolio.ok ? portfolio.data.displayName : null;
  useEffect(() => {
    if (shownName !== null) document.title = portfolioPageTitle(shownName);
  }, [shownName]);

  if (!portfolio.ok && portfolio.failure.status === 404) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold text-indigo-950">Portfolio not found</h1>
        <p className="mt-3 text-slate-700">
          This portfolio does not exist or its owner has hidden it.
        </p>
        <ButtonLink to="/project-portfolio" className="mt-6">
          Build your own portfolio
        </ButtonLink>
      </div>
    );
  }
  if (!portfolio.ok) {
    if (revalidator.state === 'loading') return <PageLoader />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadFailed
          message="Failed to load this portfolio"
          onRetry={() => void revalidator.revalidate()}
        />
      </div>
    );
  }
  const shown = portfolio.data;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">
        Project portfolio
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
        Made with Shuruaat’s free{' '}
        <a href="/project-portfolio" className="font-semibold text-indigo-800 underline">
          project portfolio
        </a>{' '}
        tool.
      </p>
    </div>
  );
}

export const publicPortfolioPageRoute = {
  Component: PublicPortfolioPage,
  loader: publicPortfolioPageLoader,
};
