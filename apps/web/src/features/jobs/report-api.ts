import { MessageResponseSchema, MyReportResponseSchema, type ReportBody } from '@shuruaat/contract';
import { http } from '@/lib/http';

const path = (jobId: string) => `/api/users/reports/${encodeURIComponent(jobId)}`;

/** Whether the signed-in user already has an open report on this job. */
export const getMyReport = (jobId: string) =>
  http.get(path(jobId), { schema: MyReportResponseSchema });

/** Sends a report; the job page's route action calls it. */
export const sendReport = (jobId: string, body: ReportBody) =>
  http.post(path(jobId), { body, schema: MessageResponseSchema });
