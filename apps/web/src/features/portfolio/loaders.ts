import {
  PORTFOLIO_MESSAGES,
  PortfolioSettingsBodySchema,
  ProjectBodySchema,
  type MyPortfolioResponse,
  type PortfolioSettings,
  type Project,
} from '@shuruaat/contract';
import { z } from 'zod';
import type {
  ActionFunctionArgs,
  LoaderFunctionArgs,
  ShouldRevalidateFunction,
} from 'react-router';
import { loaded, submitted, type Loaded } from '@/lib/route-data';
import { portfolioApi } from './api';

/** /portfolio/:handle: the published portfolio, or why it cannot be shown. */
export async function publicPortfolioPageLoader({ params }: LoaderFunctionArgs) {
  const handle = params.handle ?? '';
  const portfolio = await loaded(
    async () => (await portfolioApi.getPublic(handle)).portfolio,
    PORTFOLIO_MESSAGES.notFound,
  );
  return { portfolio };
}

/**
 * /project-portfolio: the signed-in candidate's projects and page settings. A visitor or another
 * role is refused, which the page never shows: it explains the tool instead.
 */
export async function portfolioToolPageLoader() {
  return { mine: await loaded(() => portfolioApi.getMine(), PORTFOLIO_MESSAGES.fetch) };
}

const PortfolioChangeSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('settings'), settings: PortfolioSettingsBodySchema }),
  z.object({
    intent: z.literal('project'),
    /** The project edited; null adds one. */
    id: z.string().min(1).nullable(),
    project: ProjectBodySchema,
  }),
  z.object({ intent: z.literal('delete'), id: z.string().min(1) }),
]);

/** What a change answers, for the page to apply to the portfolio it shows. */
export type PortfolioChange =
  | { intent: 'settings'; settings: PortfolioSettings }
  | { intent: 'project'; project: Project }
  | { intent: 'delete'; mine: MyPortfolioResponse };

/**
 * The page settings saved (`settings`), a project added or edited (`project`), or one deleted
 * (`delete`). A deletion answers with the whole portfolio read back: the server unpublishes an
 * emptied one, and the page shows what it says rather than guess.
 */
export async function portfolioToolPageAction({
  request,
}: ActionFunctionArgs): Promise<Loaded<PortfolioChange>> {
  const submission = await submitted(request, PortfolioChangeSchema);
  if (!submission.ok) return submission;
  const asked = submission.data;
  if (asked.intent === 'settings') {
    return loaded(async () => {
      const { settings } = await portfolioApi.saveSettings(asked.settings);
      return { intent: 'settings' as const, settings };
    }, PORTFOLIO_MESSAGES.settings);
  }
  if (asked.intent === 'project') {
    const { id, project: body } = asked;
    return loaded(async () => {
      const { project } = id
        ? await portfolioApi.updateProject(id, body)
        : await portfolioApi.createProject(body);
      return { intent: 'project' as const, project };
    }, PORTFOLIO_MESSAGES.save);
  }
  return loaded(async () => {
    await portfolioApi.deleteProject(asked.id);
    return { intent: 'delete' as const, mine: await portfolioApi.getMine() };
  }, PORTFOLIO_MESSAGES.delete);
}

/**
 * A change is applied to the portfolio shown from its answer (`portfolioChanged`), as it was
 * when the page kept it in the store; nothing is read again.
 */
export const keepPortfolioAfterChange: ShouldRevalidateFunction = ({
  formAction,
  currentUrl,
  defaultShouldRevalidate,
}) => (formAction?.split('?')[0] === currentUrl.pathname ? false : defaultShouldRevalidate);

/** The portfolio as it is after `change`: a saved project replaces its old self or goes first. */
export function portfolioChanged(
  mine: MyPortfolioResponse,
  change: PortfolioChange,
): MyPortfolioResponse {
  if (change.intent === 'delete') return change.mine;
  if (change.intent === 'settings') return { ...mine, settings: change.settings };
  const saved = change.project;
  const isKnown = mine.projects.some((project) => project._id === saved._id);
  return {
    ...mine,
    projects: isKnown
      ? mine.projects.map((project) => (project._id === saved._id ? saved : project))
      : [saved, ...mine.projects],
  };
}
