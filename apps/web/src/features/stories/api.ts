import {
  AdminStoriesResponseSchema,
  AdminStoryResponseSchema,
  MyStoriesResponseSchema,
  MyStoryResponseSchema,
  SuccessStoriesResponseSchema,
  type StoryBody,
  type StoryDecisionBody,
  type StoryStatus,
} from '@shuruaat/contract';
import { http } from '@/lib/http';

function page(cursor: string | null | undefined, status?: StoryStatus): string {
  const params = new URLSearchParams({ limit: '12' });
  if (cursor) params.set('cursor', cursor);
  if (status) params.set('status', status);
  return params.toString();
}

export const storiesApi = {
  listPublished: (cursor?: string | null) =>
    http.get(`/api/tools/success-stories?${page(cursor)}`, {
      schema: SuccessStoriesResponseSchema,
    }),
  getMine: () => http.get('/api/candidates/success-stories', { schema: MyStoriesResponseSchema }),
  submit: (body: StoryBody) =>
    http.post('/api/candidates/success-stories', { body, schema: MyStoryResponseSchema }),
  listForAdmin: (status: StoryStatus | undefined, cursor?: string | null) =>
    http.get(`/api/admins/success-stories?${page(cursor, status)}`, {
      schema: AdminStoriesResponseSchema,
    }),
  decide: (id: string, body: StoryDecisionBody) =>
    http.patch(`/api/admins/success-stories/${encodeURIComponent(id)}`, {
      body,
      schema: AdminStoryResponseSchema,
    }),
};
