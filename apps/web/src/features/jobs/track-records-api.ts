import { TrackRecordsResponseSchema } from '@shuruaat/contract';
import { http } from '@/lib/http';

/** Employers' track records, read apart from the listings (search serves those from memory). */
export const trackRecordsApi = {
  many: (companyIds: string[]) =>
    http.get(`/api/jobs/track-records?companyIds=${encodeURIComponent(companyIds.join(','))}`, {
      schema: TrackRecordsResponseSchema,
    }),
};
