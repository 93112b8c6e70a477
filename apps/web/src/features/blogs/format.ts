import { blogPath, type BlogSummary } from '@shuruaat/contract';
import { dayText } from '@/lib/format';
import { useT } from '@/lib/i18n/translate';

export const postHref = (blog: Pick<BlogSummary, 'slug'>) => blogPath(blog.slug);

type Bylined = Pick<BlogSummary, 'author' | 'createdAt' | 'readingMinutes'>;

/** "Author · 24 Nov 2026 · 2 min read", in the page's language. */
export function useByline(): (blog: Bylined) => string {
  const t = useT();
  return (blog) =>
    t('blogs.byline', {
      author: blog.author,
      day: dayText(blog.createdAt),
      minutes: blog.readingMinutes,
    });
}
