import { CompanyTrackRecordResponseSchema } from '@shuruaat/contract';
import { http } from '@/lib/http';

/** A company's public page: who it is and its track record (issue 27). */
export const publicCompanyApi = {
  get: (companyId: string) =>
    http.get(`/api/jobs/company/${encodeURIComponent(companyId)}/track-record`, {
      schema: CompanyTrackRecordResponseSchema,
    }),
};
