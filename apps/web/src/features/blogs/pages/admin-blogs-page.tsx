import { BLOG_MESSAGES, BLOG_TOPIC_LABELS, type AdminBlogListItem } from '@shuruaat/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { LoadMore } from '@/components/ui/load-more';
import { Spinner } from '@/components/ui/spinner';
import { useAppDispatch, useAppSelector } from '@/lib/redux-hooks';
import type { RootState } from '@/lib/store-types';
import { toast } from '@/lib/toast';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { dayText } from '@/lib/format';
import { postHref } from '../format';
import { deleteBlog, fetchAdminBlogs, initialBlogsState, unpublishBlog } from '../slice';

export const ADMIN_BLOGS_PATH = '/admin/dashboard/blogs';
const selectAdmin = (state: RootState) => (state.blogs ?? initialBlogsState).admin;
type Pending = { blog: AdminBlogListItem; action: 'unpublish' | 'delete' };

/** /admin/dashboard/blogs: every post, drafts too, with edit, unpublish and delete. */
export function AdminBlogsPage() {
  const dispatch = useAppDispatch();
  const admin = useAppSelector(selectAdmin);
  const isHydrated = useIsHydrated();
  const [pending, setPending] = useState<Pending | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const load = (cursor: string | null = null) => void dispatch(fetchAdminBlogs(cursor));
  useEffect(() => load(), [dispatch]); // eslint-disable-line react-hooks/exhaustive-deps -- first page once

  async function confirm({ blog, action }: Pending) {
    setIsBusy(true);
    const result =
      action === 'delete'
        ? await dispatch(deleteBlog(blog._id))
        : await dispatch(unpublishBlog(blog._id));
    setIsBusy(false);
    setPending(null);
    if (result.meta.requestStatus === 'fulfilled') {
      toast.success(action === 'delete' ? BLOG_MESSAGES.deleted : BLOG_MESSAGES.unpublished);
    } else {
      toast.error((result.payload as { message?: string } | undefined)?.message ?? 'Failed');
    }
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-indigo-950">Blogs</h1>
        <ButtonLink to={`${ADMIN_BLOGS_PATH}/new`}>Write a blog</ButtonLink>
      </div>
      {admin.status === 'failed' && admin.items.length === 0 ? (
        <LoadFailed message={admin.error ?? BLOG_MESSAGES.fetchFailed} onRetry={() => load()} />
      ) : admin.status !== 'ready' && admin.items.length === 0 ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner /> Loading...
        </p>
      ) : admin.items.length === 0 ? (
        <p className="text-slate-700">
          {BLOG_MESSAGES.empty}. Write the first post for students and freshers.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {admin.items.map((blog) => (
            <BlogRow
              key={blog._id}
              blog={blog}
              isHydrated={isHydrated}
              onAction={(action) => setPending({ blog, action })}
            />
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={Boolean(admin.nextCursor)}
        isLoading={admin.status === 'loading'}
        error={admin.items.length > 0 ? admin.error : null}
        onLoadMore={() => load(admin.nextCursor)}
      />
      {pending ? (
        <ConfirmDialog
          title={pending.action === 'delete' ? 'Delete this blog?' : 'Unpublish this blog?'}
          confirmLabel={pending.action === 'delete' ? 'Delete for good' : 'Unpublish'}
          isBusy={isBusy}
          onConfirm={() => void confirm(pending)}
          onCancel={() => setPending(null)}
        >
          {pending.action === 'delete'
            ? `“${pending.blog.title}” will be removed and its address will answer “not found”. This cannot be undone.`
            : `“${pending.blog.title}” will leave /blogs and become a draft you can publish again.`}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

type RowProps = {
  blog: AdminBlogListItem;
  isHydrated: boolean;
  onAction: (action: Pending['action']) => void;
};

function BlogRow({ blog, isHydrated, onAction }: RowProps) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words text-indigo-950">{blog.title}</p>
        <p className="mt-1 text-sm text-slate-600">
          <span
            className={`mr-2 rounded-full px-2 py-0.5 text-xs font-semibold ${
              blog.published ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'
            }`}
          >
            {blog.published ? 'Published' : 'Draft'}
          </span>
          {BLOG_TOPIC_LABELS[blog.topic]} · {blog.author} · {dayText(blog.createdAt)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={`${ADMIN_BLOGS_PATH}/${blog._id}/edit`} size="sm" variant="secondary">
          Edit
        </ButtonLink>
        {blog.published ? (
          <>
            <Link
              to={postHref(blog)}
              className="self-center px-2 text-sm font-semibold text-indigo-800 underline"
            >
              View
            </Link>
            <Button
              size="sm"
              variant="outline"
              disabled={!isHydrated}
              onClick={() => onAction('unpublish')}
            >
              Unpublish
            </Button>
          </>
        ) : null}
        <Button
          size="sm"
          variant="danger"
          disabled={!isHydrated}
          onClick={() => onAction('delete')}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
