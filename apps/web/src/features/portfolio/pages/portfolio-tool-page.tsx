import {
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  type MyPortfolioResponse,
  type Project,
} from '@shuruaat/contract';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { ContentSection, PageHero } from '@/components/ui/page-hero';
import { PageLoader } from '@/components/ui/page-loader';
import { useAppSelector } from '@/lib/redux-hooks';
import type { RootState } from '@/lib/store-types';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { toast } from '@/lib/toast';
import { useActionCall } from '@/lib/use-action-call';
import { useLoadedView } from '@/lib/use-loaded-view';
import { PORTFOLIO_TIPS, PortfolioSteps } from '../components/portfolio-explainer';
import { ProjectCard } from '../components/project-card';
import { ProjectForm } from '../components/project-form';
import { SettingsForm } from '../components/settings-form';
import {
  keepPortfolioAfterChange,
  portfolioChanged,
  portfolioToolPageAction,
  portfolioToolPageLoader,
  type PortfolioChange,
} from '../loaders';
import { portfolioCatalogue } from '../locales/catalogue';

const selectUser = (state: RootState) => state.auth.user;

/** /project-portfolio: the builder for a signed-in candidate; for others, what it is. */
function PortfolioToolPage() {
  const user = useAppSelector(selectUser);
  const t = useT();
  return (
    <>
      <PageHero
        eyebrow={t('portfolio.tool.eyebrow')}
        title={t('portfolio.tool.title')}
        lead={t('portfolio.tool.lead')}
      >
        {user ? null : (
          <>
            <ButtonLink to="/signup" size="lg">
              {t('portfolio.tool.signup')}
            </ButtonLink>
            <ButtonLink
              to="/login"
              size="lg"
              variant="outline"
              className="border-white text-white hover:bg-indigo-800"
            >
              {t('portfolio.tool.login')}
            </ButtonLink>
          </>
        )}
      </PageHero>
      {user?.role === 'candidate' ? (
        <PortfolioBuilder suggestedHandle={handleFrom(user.profile.displayName)} />
      ) : (
        <Explainer isEmployer={Boolean(user)} />
      )}
    </>
  );
}

const handleFrom = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .padEnd(3, '0');

function Explainer({ isEmployer }: { isEmployer: boolean }) {
  const t = useT();
  return (
    <>
      <ContentSection id="how-heading" title={t('portfolio.howItWorks')}>
        <PortfolioSteps />
        {isEmployer ? <p className="mt-6 text-slate-700">{t('portfolio.employerNote')}</p> : null}
      </ContentSection>
      <ContentSection id="tips-heading" title={t('portfolio.tipsHeading')} className="bg-white">
        <ul className="list-disc space-y-2 pl-5 text-slate-700">
          {PORTFOLIO_TIPS.map((tip) => (
            <li key={tip}>{t(tip)}</li>
          ))}
        </ul>
      </ContentSection>
    </>
  );
}

function PortfolioBuilder({ suggestedHandle }: { suggestedHandle: string }) {
  const { view, retry } = useLoadedView(useLoaderData<typeof portfolioToolPageLoader>().mine);
  if (view.status === 'failed') {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <LoadFailed message={localizeServerMessage(view.message)} onRetry={retry} />
      </div>
    );
  }
  if (view.status === 'loading') return <PageLoader />;
  return <Builder loadedMine={view.data} suggestedHandle={suggestedHandle} />;
}

/**
 * The portfolio shown: the loader's, with each change the page makes applied from the action's
 * answer, and started again whenever the loader answers anew (a retry).
 */
function useMine(loadedMine: MyPortfolioResponse) {
  const [held, setHeld] = useState({ from: loadedMine, mine: loadedMine });
  if (held.from !== loadedMine) setHeld({ from: loadedMine, mine: loadedMine });
  const mine = held.from === loadedMine ? held.mine : loadedMine;
  const apply = (change: PortfolioChange) =>
    setHeld((current) => ({ ...current, mine: portfolioChanged(current.mine, change) }));
  return [mine, apply] as const;
}

type BuilderProps = { loadedMine: MyPortfolioResponse; suggestedHandle: string };

function Builder({ loadedMine, suggestedHandle }: BuilderProps) {
  const t = useT();
  const [mine, apply] = useMine(loadedMine);
  const deletion = useActionCall<typeof portfolioToolPageAction>();
  const [editing, setEditing] = useState<Project | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);

  async function confirmDelete(project: Project) {
    const answer = await deletion.call({ intent: 'delete', id: project._id });
    if (answer.ok) {
      apply(answer.data);
      toast.success(localizeServerMessage(PORTFOLIO_MESSAGES.deleted));
    } else toast.error(localizeServerMessage(answer.failure.message));
    setDeleting(null);
  }
  const saved = (change: PortfolioChange) => {
    apply(change);
    setEditing(null);
  };

  const isFull = mine.projects.length >= PORTFOLIO_LIMITS.projectsMax;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="projects-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="projects-heading" className="text-2xl font-bold text-indigo-950">
            {t('portfolio.builder.heading')}
          </h2>
          {editing === null && !isFull ? (
            <Button onClick={() => setEditing('new')}>{t('portfolio.builder.add')}</Button>
          ) : null}
        </div>
        {editing === 'new' ? (
          <ProjectForm project={null} onSaved={saved} onCancel={() => setEditing(null)} />
        ) : null}
        {mine.projects.length === 0 && editing === null ? (
          <p className="rounded-xl bg-white p-5 text-slate-700 shadow-sm">
            {t('portfolio.builder.empty')}
          </p>
        ) : null}
        {mine.projects.map((project) =>
          editing !== 'new' && editing?._id === project._id ? (
            <ProjectForm
              key={project._id}
              project={project}
              onSaved={saved}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <ProjectCard
              key={project._id}
              project={project}
              actions={
                <>
                  <Button size="sm" variant="outline" onClick={() => setEditing(project)}>
                    {t('portfolio.builder.edit')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setDeleting(project)}>
                    {t('portfolio.builder.delete')}
                  </Button>
                </>
              }
            />
          ),
        )}
      </section>
      <aside>
        <SettingsForm
          key={String(mine.settings.isPublished) + (mine.settings.handle ?? '')}
          settings={mine.settings}
          suggestedHandle={suggestedHandle}
          hasProjects={mine.projects.length > 0}
          onSaved={apply}
        />
      </aside>
      {deleting ? (
        <ConfirmDialog
          title={t('portfolio.builder.deleteTitle')}
          confirmLabel={t('portfolio.builder.deleteConfirm')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete(deleting)}
        >
          <p>{t('portfolio.builder.deleteText', { title: deleting.title })}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

export const portfolioToolPageRoute = {
  Component: PortfolioToolPage,
  loader: portfolioToolPageLoader,
  action: portfolioToolPageAction,
  shouldRevalidate: keepPortfolioAfterChange,
  catalogue: portfolioCatalogue,
};
