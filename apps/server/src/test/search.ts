import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { JobSearchResponseSchema } from '@shuruaat/contract';

/** A public search as a browser sends it; anything but 200 fails the test with the body. */
export async function searchJobs(app: FastifyInstance, query: string) {
  const response = await app.inject({ url: `/api/jobs?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return JobSearchResponseSchema.parse(response.json());
}

export const titlesFound = async (app: FastifyInstance, query: string) =>
  (await searchJobs(app, query)).items.map((j) => j.title);
