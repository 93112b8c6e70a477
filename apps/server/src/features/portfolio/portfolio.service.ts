import {
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  type MyPortfolioResponse,
  type PortfolioSettings,
  type PortfolioSettingsBody,
  type Project,
  type ProjectBody,
  type PublicPortfolio,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { withTransaction, type Tx } from '../../db/transaction';
import { AppError, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import { isUniqueViolation } from '../../lib/db-errors';
import { toProject, toSettings } from './portfolio-presenter';
import * as repo from './portfolio.repository';

const projectNotFound = () => notFound(PORTFOLIO_MESSAGES.projectNotFound);

/** Skills are kept once each, in the order given. */
const fieldsOf = (body: ProjectBody): repo.ProjectFields => ({
  ...body,
  skills: [...new Set(body.skills)],
});

export async function getMyPortfolio(db: Db, userId: string): Promise<MyPortfolioResponse> {
  const [settings, projects] = await Promise.all([
    repo.findSettings(db, userId),
    repo.findProjects(db, userId),
  ]);
  return { settings: toSettings(settings), projects: projects.map(toProject) };
}

export async function saveSettings(
  db: Db,
  userId: string,
  body: PortfolioSettingsBody,
): Promise<PortfolioSettings> {
  if (body.isPublished && (await repo.countProjects(db, userId)) === 0) {
    throw new AppError('CONFLICT', PORTFOLIO_MESSAGES.needsProject);
  }
  try {
    return toSettings(await repo.upsertSettings(db, { userId, ...body }));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('CONFLICT', PORTFOLIO_MESSAGES.handleTaken, [
      { path: 'handle', message: PORTFOLIO_MESSAGES.handleTaken },
    ]);
  }
}

export async function createProject(db: Db, userId: string, body: ProjectBody): Promise<Project> {
  if ((await repo.countProjects(db, userId)) >= PORTFOLIO_LIMITS.projectsMax) {
    throw new AppError('CONFLICT', PORTFOLIO_MESSAGES.tooMany);
  }
  return toProject(await repo.insertProject(db, userId, fieldsOf(body)));
}

export async function updateProject(
  db: Db,
  userId: string,
  id: string,
  body: ProjectBody,
): Promise<Project> {
  const row = isUuid(id) ? await repo.updateProject(db, userId, id, fieldsOf(body)) : undefined;
  if (!row) throw projectNotFound();
  return toProject(row);
}

/** Deleting the last project also takes the public page down: an empty portfolio says nothing. */
export async function deleteProject(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw projectNotFound();
  await withTransaction(db, async (tx) => {
    if (!(await repo.deleteProject(tx, userId, id))) throw projectNotFound();
    if ((await repo.countProjects(tx, userId)) === 0) await repo.unpublish(tx, userId);
  });
}

export async function getPublicPortfolio(db: Db, handle: string): Promise<PublicPortfolio> {
  const found = await repo.findPublishedByHandle(db, handle.toLowerCase());
  if (!found) throw notFound(PORTFOLIO_MESSAGES.notFound);
  const projects = await repo.findProjects(db, found.portfolio.userId);
  return {
    handle: found.portfolio.handle,
    displayName: found.displayName,
    headline: found.portfolio.headline,
    projects: projects.map(toProject),
  };
}

/** The published portfolio, or undefined (the page head asks without wanting an error). */
export async function findPublishedPortfolio(
  db: Db,
  handle: string,
): Promise<PublicPortfolio | undefined> {
  try {
    return await getPublicPortfolio(db, handle);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
    throw error;
  }
}

export async function hasPublishedPortfolio(db: Db, userId: string): Promise<boolean> {
  return (await repo.findSettings(db, userId))?.isPublished ?? false;
}

/** Called inside the apply transaction: the application goes out with the portfolio. */
export async function shareWithApplication(tx: Tx, applicationId: string): Promise<void> {
  await repo.insertShare(tx, applicationId);
}

/** applicationId → portfolio handle, for applications sent with a portfolio still published. */
export function findSharedPortfolios(
  db: Db,
  applications: { id: string; candidateId: string }[],
): Promise<Map<string, string>> {
  return repo.findSharedHandles(
    db,
    applications.map((a) => a.id),
    new Map(applications.map((a) => [a.id, a.candidateId])),
  );
}
