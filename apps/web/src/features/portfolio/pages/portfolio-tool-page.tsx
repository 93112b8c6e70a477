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

const selectUser = (state: RootState) => state.auth.user;

/** /project-portfolio: the builder for a signed-in candidate; for others, what it is. */
function PortfolioToolPage() {
  const user = useAppSelector(selectUser);
  return (
    <>
      <PageHero
        eyebrow="Free tool"
        title="Project portfolio"
        lead="Show employers what you have built, not just where you studied. List your projects with links to the code and a demo, publish one clean page and send it with your applications."
      >
        {user ? null : (
          <>
            <ButtonLink to="/signup" size="lg">
              Sign up to build yours
            </ButtonLink>
            <ButtonLink
              to="/login"
              size="lg"
              variant="outline"
              className="border-white text-white hover:bg-indigo-800"
            >
              Log in
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
  return (
    <>
      <ContentSection id="how-heading" title="How it works">
        <PortfolioSteps />
        {isEmployer ? (
          <p className="mt-6 text-slate-700">
            Portfolios are built by students. As an employer you see a candidate’s portfolio in the
            applicant panel when they send it with an application.
          </p>
        ) : null}
      </ContentSection>
      <ContentSection id="tips-heading" title="What makes a strong portfolio" className="bg-white">
        <ul className="list-disc space-y-2 pl-5 text-slate-700">
          {PORTFOLIO_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
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
        <LoadFailed message={view.message} onRetry={retry} />
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
  const [mine, apply] = useMine(loadedMine);
  const deletion = useActionCall<typeof portfolioToolPageAction>();
  const [editing, setEditing] = useState<Project | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);

  async function confirmDelete(project: Project) {
    const answer = await deletion.call({ intent: 'delete', id: project._id });
    if (answer.ok) {
      apply(answer.data);
      toast.success(PORTFOLIO_MESSAGES.deleted);
    } else toast.error(answer.failure.message);
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
            Your projects
          </h2>
          {editing === null && !isFull ? (
            <Button onClick={() => setEditing('new')}>Add a project</Button>
          ) : null}
        </div>
        {editing === 'new' ? (
          <ProjectForm project={null} onSaved={saved} onCancel={() => setEditing(null)} />
        ) : null}
        {mine.projects.length === 0 && editing === null ? (
          <p className="rounded-xl bg-white p-5 text-slate-700 shadow-sm">
            No projects yet. Start with the one you would most like to talk about in an interview.
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
                    Edit
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setDeleting(project)}>
                    Delete
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
          title="Delete this project?"
          confirmLabel="Delete project"
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete(deleting)}
        >
          <p>“{deleting.title}” will be removed from your portfolio. This cannot be undone.</p>
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
};
