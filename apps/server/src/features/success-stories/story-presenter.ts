import type { AdminStory, SuccessStory } from '@shuruaat/contract';
import type { StoryWithContext } from './success-stories.repository';

export const toSuccessStory = (row: StoryWithContext): SuccessStory => ({
  _id: row.story.id,
  // First name and initial only: a public page never carries a student's full name.
  name: shortName(row.name),
  headline: row.story.headline,
  story: row.story.story,
  jobTitle: row.jobTitle,
  companyName: row.companyName,
  kind: row.kind,
  publishedAt: row.story.publishedAt?.toISOString() ?? null,
});

export const toAdminStory = (row: StoryWithContext): AdminStory => ({
  ...toSuccessStory(row),
  status: row.story.status,
  email: row.email,
  createdAt: row.story.createdAt.toISOString(),
});

export function shortName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest[rest.length - 1];
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
