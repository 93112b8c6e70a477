import { blogPath, type BlogSummary } from '@shuruaat/contract';

// Fixed zone and locale: the server and the browser must print the same date, or hydration fails.
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

export const blogDate = (iso: string) => dateFormat.format(new Date(iso));

export const postHref = (blog: Pick<BlogSummary, 'slug'>) => blogPath(blog.slug);

export const byline = (blog: Pick<BlogSummary, 'author' | 'createdAt' | 'readingMinutes'>) =>
  `${blog.author} · ${blogDate(blog.createdAt)} · ${blog.readingMinutes} min read`;
