import {
  AdminAmbassadorListResponseSchema,
  AmbassadorApplicationResponseSchema,
  MyAmbassadorApplicationResponseSchema,
  ReferralSummarySchema,
  type AmbassadorApplicationBody,
  type AmbassadorDecisionBody,
  type AmbassadorStatus,
} from '@shuruaat/contract';
import { http } from '@/lib/http';

export type AmbassadorListQuery = { status?: AmbassadorStatus | undefined; cursor?: string | null };

function listQuery({ status, cursor }: AmbassadorListQuery): string {
  const params = new URLSearchParams({ limit: '20' });
  if (status) params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

export const referralApi = {
  getSummary: () => http.get('/api/users/referral', { schema: ReferralSummarySchema }),
  claim: (code: string) =>
    http.post('/api/users/referral/claim', { body: { code }, schema: ReferralSummarySchema }),
  getMyApplication: () =>
    http.get('/api/candidates/ambassador-application', {
      schema: MyAmbassadorApplicationResponseSchema,
    }),
  applyAsAmbassador: (body: AmbassadorApplicationBody) =>
    http.post('/api/candidates/ambassador-application', {
      body,
      schema: AmbassadorApplicationResponseSchema,
    }),
  listApplications: (query: AmbassadorListQuery) =>
    http.get(`/api/admins/ambassador-applications?${listQuery(query)}`, {
      schema: AdminAmbassadorListResponseSchema,
    }),
  decide: (id: string, body: AmbassadorDecisionBody) =>
    http.patch(`/api/admins/ambassador-applications/${encodeURIComponent(id)}`, {
      body,
      schema: AmbassadorApplicationResponseSchema,
    }),
};
