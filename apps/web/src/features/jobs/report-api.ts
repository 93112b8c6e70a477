import { MessageResponseSchema, MyReportResponseSchema, type ReportBody } from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { http } from '@/lib/http';

const path = (jobId: string) => `/api/users/reports/${encodeURIComponent(jobId)}`;

export const fetchMyReport = createAppThunk('jobs/myReport', 'Failed to load', (jobId: string) =>
  http.get(path(jobId), { schema: MyReportResponseSchema }),
);

export const reportListing = createAppThunk(
  'jobs/report',
  'Failed to send the report',
  ({ jobId, body }: { jobId: string; body: ReportBody }) =>
    http.post(path(jobId), { body, schema: MessageResponseSchema }),
);
