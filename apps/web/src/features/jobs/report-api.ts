import { MessageResponseSchema, MyReportResponseSchema, type ReportBody } from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { http } from '@/lib/http';

const path = (jobId: string) => `/api/users/reports/${encodeURIComponent(jobId)}`;

export const fetchMyReport = createAppThunk('jobs/myReport', 'Failed to load', (jobId: string) =>
  http.get(path(jobId), { schema: MyReportResponseSchema }),
);

/** Sends a report; the job page's route action calls it. */
export const sendReport = (jobId: string, body: ReportBody) =>
  http.post(path(jobId), { body, schema: MessageResponseSchema });
