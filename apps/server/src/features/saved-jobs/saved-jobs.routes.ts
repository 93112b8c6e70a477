import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CursorQuerySchema,
  ErrorBodySchema,
  IdParamSchema,
  SavedJobIdsResponseSchema,
  SavedJobStateSchema,
  SavedJobsResponseSchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES as errors } from '../../lib/error-responses';
import { perAccountHourly } from '../../lib/route-limits';
import * as saved from './saved-jobs.service';

const tags = ['candidates'];
const JobParams = z.object({ jobId: IdParamSchema });

/** Mounted at /api/candidates: the candidate's saved listings (bookmarks), theirs alone. */
export const savedJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const candidateOnly = app.requireRole('candidate');

  // PUT, not POST: saving is idempotent, the same request twice leaves one save.
  app.put('/saved-jobs/:jobId', {
    config: perAccountHourly('save-job', 600),
    schema: {
      tags,
      summary: 'Save a listing to look at later (saving it again changes nothing)',
      params: JobParams,
      response: { 200: SavedJobStateSchema, 409: ErrorBodySchema, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request) => saved.saveJob(app.db, currentUser(request), request.params.jobId),
  });

  app.delete('/saved-jobs/:jobId', {
    schema: {
      tags,
      summary: 'Remove a listing from your saved jobs (removing it again changes nothing)',
      params: JobParams,
      response: { 200: SavedJobStateSchema, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request) => saved.unsaveJob(app.db, currentUser(request), request.params.jobId),
  });

  app.get('/saved-jobs', {
    schema: {
      tags,
      summary: 'Your saved listings, newest save first; closed ones are marked',
      querystring: CursorQuerySchema,
      response: { 200: SavedJobsResponseSchema, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request) => saved.findSavedJobs(app.db, currentUser(request), request.query),
  });

  app.get('/saved-job-ids', {
    schema: {
      tags,
      summary: 'The ids of every listing you saved, for showing save buttons as pressed',
      response: { 200: SavedJobIdsResponseSchema, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request) => ({
      jobIds: await saved.findSavedJobIds(app.db, currentUser(request)),
    }),
  });
};
