import type { BlogSummary } from '@shuruaat/contract';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n/translate';
import { postHref, useByline } from '../format';

/** A post in a list: the spec's title, author, date and meta description, and "View Blog". */
export function BlogCard({ blog }: { blog: BlogSummary }) {
  const t = useT();
  const byline = useByline();
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-xs font-semibold tracking-wide text-saffron-700 uppercase">
        {t(`blogs.topic.${blog.topic}`)}
      </p>
      <h2 className="mt-2 text-lg font-bold break-words text-indigo-950">
        <Link to={postHref(blog)} className="hover:underline">
          {blog.title}
        </Link>
      </h2>
      <p className="mt-1 text-sm text-slate-600">{byline(blog)}</p>
      <p className="mt-3 flex-1 text-slate-700">{blog.metaDescription}</p>
      <Link
        to={postHref(blog)}
        className="mt-4 self-start font-semibold text-indigo-800 underline"
        aria-label={t('blogs.card.viewLabel', { title: blog.title })}
      >
        {t('blogs.card.view')}
      </Link>
    </article>
  );
}
