import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BirthDateBodySchema,
  CANDIDATE_MESSAGES,
  CandidateProfileMessageResponseSchema,
  CandidateProfileResponseSchema,
  ErrorBodySchema,
  UpdateCandidateProfileBodySchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES as errors } from '../../lib/error-responses';
import * as candidates from './candidates.service';

const tags = ['candidates'];

/** Mounted at /api/candidates: the candidate's own profile. */
export const candidateProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const candidateOnly = app.requireRole('candidate');

  app.get('/get-candidate-profile', {
    schema: {
      tags,
      summary: 'The candidate’s own profile, with the current resume',
      response: { 200: CandidateProfileResponseSchema, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request) => ({
      profile: await candidates.getCandidateProfile(app.db, currentUser(request)._id),
    }),
  });

  app.put('/update-profile', {
    schema: {
      tags,
      summary: 'Update the profile (fields left out are unchanged)',
      body: UpdateCandidateProfileBodySchema,
      response: { 200: CandidateProfileMessageResponseSchema, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request) => ({
      profile: await candidates.updateCandidateProfile(
        app.db,
        currentUser(request)._id,
        request.body,
      ),
      message: CANDIDATE_MESSAGES.profileUpdated,
    }),
  });

  app.put('/date-of-birth', {
    schema: {
      tags,
      summary: 'A minor who answered only “I am under 18” adds their date of birth, once',
      body: BirthDateBodySchema,
      response: { 200: CandidateProfileMessageResponseSchema, 409: ErrorBodySchema, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request) =>
      candidates.recordBirthDate(app.db, currentUser(request)._id, request.body.dateOfBirth),
  });
};
