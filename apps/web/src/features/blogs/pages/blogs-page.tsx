import type { BlogSummary } from '@shuruaat/contract';
import { useLoaderData } from 'react-router';
import { LoadMore } from '@/components/ui/load-more';
import { useMorePages, type PageOf } from '@/lib/use-more-pages';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { BlogCard } from '../components/blog-card';
import { blogsCatalogue } from '../locales/catalogue';
import { blogsPageLoader, findPublishedBlogs } from '../loaders';

/** /blogs: "All Blogs" with a card per published post (spec §5). */
export function BlogsPage() {
  const { first } = useLoaderData<typeof blogsPageLoader>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      {first.ok ? (
        <PublishedBlogs first={first.data} />
      ) : (
        <p role="alert" className="font-medium text-red-700">
          {localizeServerMessage(first.failure.message)}
        </p>
      )}
    </div>
  );
}

export const blogsPageRoute = {
  Component: BlogsPage,
  loader: blogsPageLoader,
  catalogue: blogsCatalogue,
};

function PublishedBlogs({ first }: { first: PageOf<BlogSummary> }) {
  const t = useT();
  const more = useMorePages(first.nextCursor, findPublishedBlogs);
  const items = [...first.items, ...more.items];
  return (
    <>
      <h1 className="text-3xl font-extrabold text-indigo-950">{t('blogs.list.title')}</h1>
      <p className="mt-2 text-slate-700">{t('blogs.list.lead')}</p>
      {items.length === 0 ? (
        <p className="mt-8 text-slate-700">{t('contract.blogs.empty')}</p>
      ) : (
        <div className="mt-8 grid gap-4 sm:grid-cols-2">
          {items.map((blog) => (
            <BlogCard key={blog._id} blog={blog} />
          ))}
        </div>
      )}
      <LoadMore
        hasMore={Boolean(more.nextCursor)}
        isLoading={more.isLoading}
        error={more.error}
        onLoadMore={() => void more.loadMore()}
      />
    </>
  );
}
