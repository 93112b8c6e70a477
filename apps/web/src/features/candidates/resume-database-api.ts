import {
  EmployerProfileResponseSchema,
  ResumeAccessResponseSchema,
  ResumeAccessStateSchema,
  SignedUrlResponseSchema,
  type ResumeRef,
} from '@shuruaat/contract';
import { z } from 'zod';
import { http } from '@/lib/http';

/** Leaves out empty values, so the server applies its own defaults. */
function queryOf(values: Record<string, string | number | null | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return query;
}

/** The resume database's filters as the form holds them; skills are comma-separated. */
export type CandidateSearch = {
  skills?: string;
  city?: string;
  degree?: string;
  graduationYear?: number | null;
  cursor?: string | null;
  limit?: number;
};

/** The employer's resume database: every call it makes, from its route loader and action. */
export const resumeDatabaseApi = {
  /** The company profile, which says whether the employer has access. */
  getProfile: () =>
    http.get('/api/employers/get-employer-profile', { schema: EmployerProfileResponseSchema }),
  findCandidates: (search: CandidateSearch) =>
    http.get(`/api/employers/resume-access?${queryOf(search)}`, {
      schema: ResumeAccessResponseSchema,
    }),
  getSignedResumeUrl: ({ publicId, version }: ResumeRef) => {
    const query = queryOf({ public_id: publicId, version });
    return http.get(`/api/employers/signed-resume-url?${query}`, {
      schema: SignedUrlResponseSchema,
    });
  },
  /** Access is what admins decide: the employer's request for it, and asking. */
  accessState: () =>
    http.get('/api/employers/resume-access-request', { schema: ResumeAccessStateSchema }),
  requestAccess: (note: string) =>
    http.post('/api/employers/resume-access-request', {
      body: { note },
      schema: ResumeAccessStateSchema.extend({ message: z.string() }),
    }),
};
