import { BLOG_MESSAGES } from '@shuruaat/contract';
import { LoadMore } from '@/components/ui/load-more';
import { Spinner } from '@/components/ui/spinner';
import { useFetchEffect } from '@/lib/fetch-effect';
import { useAppDispatch, useAppSelector } from '@/lib/redux-hooks';
import type { RootState } from '@/lib/store-types';
import { BlogCard } from '../components/blog-card';
import { fetchPublishedBlogs, initialBlogsState } from '../slice';

const selectPublished = (state: RootState) => (state.blogs ?? initialBlogsState).published;

/** /blogs: a spinner, then "All Blogs" with a card per published post (spec §5). */
export function BlogsPage() {
  const dispatch = useAppDispatch();
  const published = useAppSelector(selectPublished);
  useFetchEffect(() => {
    if (published.status === 'idle') void dispatch(fetchPublishedBlogs(null));
  }, [dispatch]);

  const isFirstLoad = published.items.length === 0 && published.status !== 'failed';
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      {isFirstLoad && published.status !== 'ready' ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner /> Loading...
        </p>
      ) : published.status === 'failed' && published.items.length === 0 ? (
        <p role="alert" className="font-medium text-red-700">
          {published.error ?? BLOG_MESSAGES.fetchFailed}
        </p>
      ) : (
        <>
          <h1 className="text-3xl font-extrabold text-indigo-950">All Blogs</h1>
          <p className="mt-2 text-slate-700">
            Guides for students and freshers in India: stipends and offers, resumes, interviews and
            the tests between you and your first job.
          </p>
          {published.items.length === 0 ? (
            <p className="mt-8 text-slate-700">{BLOG_MESSAGES.empty}</p>
          ) : (
            <div className="mt-8 grid gap-4 sm:grid-cols-2">
              {published.items.map((blog) => (
                <BlogCard key={blog._id} blog={blog} />
              ))}
            </div>
          )}
          <LoadMore
            hasMore={Boolean(published.nextCursor)}
            isLoading={published.status === 'loading'}
            error={published.items.length > 0 ? published.error : null}
            onLoadMore={() => void dispatch(fetchPublishedBlogs(published.nextCursor))}
          />
        </>
      )}
    </div>
  );
}
