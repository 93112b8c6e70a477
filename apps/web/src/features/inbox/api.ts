import {
  SignedUrlResponseSchema,
  SubmissionMessageResponseSchema,
  SubmissionsResponseSchema,
  type SubmissionKind,
} from '@shuruaat/contract';
import { http } from '@/lib/http';

export type InboxFilter = { kind: SubmissionKind | ''; handled: '' | 'true' | 'false' };

function query(filter: InboxFilter, cursor: string | null): string {
  const params = new URLSearchParams({ limit: '20' });
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.handled) params.set('handled', filter.handled);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** The admin inbox's calls; its route loader and action (loaders.ts) are their only callers. */
export const inboxApi = {
  list: (filter: InboxFilter, cursor: string | null) =>
    http.get(`/api/admins/submissions?${query(filter, cursor)}`, {
      schema: SubmissionsResponseSchema,
    }),
  setHandled: (id: string, handled: boolean) =>
    http.patch(`/api/admins/submissions/${encodeURIComponent(id)}`, {
      body: { handled },
      schema: SubmissionMessageResponseSchema,
    }),
  /** An admin may open any candidate's resume through a short-lived signed link. */
  resumeLink: (publicId: string, version: number) =>
    http.get(
      `/api/candidates/signed-resume-url?${new URLSearchParams({ public_id: publicId, version: String(version) })}`,
      { schema: SignedUrlResponseSchema },
    ),
};
