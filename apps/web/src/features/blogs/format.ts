import { blogPath, type BlogSummary } from '@shuruaat/contract';
import { dayText } from '@/lib/format';

export const postHref = (blog: Pick<BlogSummary, 'slug'>) => blogPath(blog.slug);

export const byline = (blog: Pick<BlogSummary, 'author' | 'createdAt' | 'readingMinutes'>) =>
  `${blog.author} · ${dayText(blog.createdAt)} · ${blog.readingMinutes} min read`;
