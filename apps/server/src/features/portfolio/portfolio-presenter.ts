import type { PortfolioSettings, Project } from '@shuruaat/contract';
import type { PortfolioProjectRow, PortfolioRow } from '../../db/schema/portfolios';

export const toProject = (row: PortfolioProjectRow): Project => ({
  _id: row.id,
  title: row.title,
  summary: row.summary,
  role: row.role,
  skills: row.skills,
  codeUrl: row.codeUrl,
  demoUrl: row.demoUrl,
  startMonth: row.startMonth,
  endMonth: row.endMonth,
  updatedAt: row.updatedAt.toISOString(),
});

export const toSettings = (row: PortfolioRow | undefined): PortfolioSettings => ({
  handle: row?.handle ?? null,
  headline: row?.headline ?? '',
  isPublished: row?.isPublished ?? false,
});
