import {
  MessageResponseSchema,
  MyPortfolioResponseSchema,
  PortfolioSettingsResponseSchema,
  ProjectResponseSchema,
  PublicPortfolioResponseSchema,
  type PortfolioSettingsBody,
  type ProjectBody,
} from '@shuruaat/contract';
import { http } from '@/lib/http';

const project = (id: string) => `/api/candidates/portfolio/projects/${encodeURIComponent(id)}`;

export const portfolioApi = {
  getMine: () => http.get('/api/candidates/portfolio', { schema: MyPortfolioResponseSchema }),
  saveSettings: (body: PortfolioSettingsBody) =>
    http.put('/api/candidates/portfolio/settings', {
      body,
      schema: PortfolioSettingsResponseSchema,
    }),
  createProject: (body: ProjectBody) =>
    http.post('/api/candidates/portfolio/projects', { body, schema: ProjectResponseSchema }),
  updateProject: (id: string, body: ProjectBody) =>
    http.put(project(id), { body, schema: ProjectResponseSchema }),
  deleteProject: (id: string) => http.delete(project(id), { schema: MessageResponseSchema }),
  getPublic: (handle: string) =>
    http.get(`/api/tools/portfolio/${encodeURIComponent(handle)}`, {
      schema: PublicPortfolioResponseSchema,
    }),
};
