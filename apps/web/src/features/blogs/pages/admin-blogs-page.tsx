import type { AdminBlogListItem } from '@shuruaat/contract';
import { useEffect, useState } from 'react';
import { Link, useFetcher, useLoaderData } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { LoadMore } from '@/components/ui/load-more';
import { Spinner } from '@/components/ui/spinner';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { toast } from '@/lib/toast';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { useLoadedView } from '@/lib/use-loaded-view';
import { usePagedList, type Page } from '@/lib/use-paged-list';
import { dayText } from '@/lib/format';
import {
  adminBlogsAction,
  adminBlogsLoader,
  findAdminBlogs,
  type BlogAction,
} from '../admin-loaders';
import { postHref } from '../format';
import { adminBlogsCatalogue } from '../locales/admin/catalogue';
import { blogsCatalogue } from '../locales/catalogue';
import { ADMIN_BLOGS_PATH } from '../paths';

type Pending = { blog: AdminBlogListItem; action: BlogAction['intent'] };
type Outcome = { intent: BlogAction['intent']; id: string; message: string };

/** A row added by "Load more", brought up to date with what was done to it. */
function applyOutcome(blog: AdminBlogListItem, outcome: Outcome): AdminBlogListItem | null {
  if (blog._id !== outcome.id) return blog;
  return outcome.intent === 'delete' ? null : { ...blog, published: false };
}

function BlogList({ first }: { first: Page<AdminBlogListItem> }) {
  const t = useT();
  const isHydrated = useIsHydrated();
  const [pending, setPending] = useState<Pending | null>(null);
  const fetcher = useFetcher<typeof adminBlogsAction>();
  const isBusy = fetcher.state !== 'idle';
  const answer = isBusy ? undefined : fetcher.data;
  const list = usePagedList(
    first,
    findAdminBlogs,
    answer?.ok ? answer.data : undefined,
    applyOutcome,
  );

  // Each answer says how it went.
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) toast.success(localizeServerMessage(answer.data.message));
    else toast.error(localizeServerMessage(answer.failure.message));
  }, [answer]);

  // The dialog waits for the answer (and the list's reload), then closes.
  async function confirm({ blog, action }: Pending) {
    const body: BlogAction = { intent: action, id: blog._id };
    await fetcher.submit(body, { method: 'post', encType: 'application/json' });
    setPending(null);
  }

  return (
    <>
      {list.items.length === 0 ? (
        <p className="text-slate-700">
          {t('blogs-admin.list.empty', { empty: t('contract.blogs.empty') })}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {list.items.map((blog) => (
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
        hasMore={list.hasMore}
        isLoading={list.isLoadingMore}
        error={list.moreError}
        onLoadMore={list.loadMore}
      />
      {pending ? (
        <ConfirmDialog
          title={t(
            pending.action === 'delete'
              ? 'blogs-admin.confirm.deleteTitle'
              : 'blogs-admin.confirm.unpublishTitle',
          )}
          confirmLabel={t(
            pending.action === 'delete'
              ? 'blogs-admin.confirm.deleteButton'
              : 'blogs-admin.confirm.unpublishButton',
          )}
          isBusy={isBusy}
          onConfirm={() => void confirm(pending)}
          onCancel={() => setPending(null)}
        >
          {t(
            pending.action === 'delete'
              ? 'blogs-admin.confirm.deleteText'
              : 'blogs-admin.confirm.unpublishText',
            { title: pending.blog.title },
          )}
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** /admin/dashboard/blogs: every post, drafts too, with edit, unpublish and delete. */
function AdminBlogsPage() {
  const t = useT();
  const { view, retry } = useLoadedView(useLoaderData<typeof adminBlogsLoader>().first);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-indigo-950">{t('blogs-admin.list.title')}</h1>
        <ButtonLink to={`${ADMIN_BLOGS_PATH}/new`}>{t('blogs-admin.list.write')}</ButtonLink>
      </div>
      {view.status === 'failed' ? (
        <LoadFailed message={localizeServerMessage(view.message)} onRetry={retry} />
      ) : view.status === 'loading' ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner /> {t('blogs-admin.list.loading')}
        </p>
      ) : (
        <BlogList first={view.data} />
      )}
    </div>
  );
}

export const adminBlogsRoute = {
  Component: AdminBlogsPage,
  loader: adminBlogsLoader,
  action: adminBlogsAction,
  // The topics' names are the public blog's words; the rest is the admin's own.
  catalogue: [blogsCatalogue, adminBlogsCatalogue],
};

type RowProps = {
  blog: AdminBlogListItem;
  isHydrated: boolean;
  onAction: (action: Pending['action']) => void;
};

function BlogRow({ blog, isHydrated, onAction }: RowProps) {
  const t = useT();
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
            {t(blog.published ? 'blogs-admin.row.published' : 'blogs-admin.row.draft')}
          </span>
          {t(`blogs.topic.${blog.topic}`)} · {blog.author} · {dayText(blog.createdAt)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={`${ADMIN_BLOGS_PATH}/${blog._id}/edit`} size="sm" variant="secondary">
          {t('blogs-admin.row.edit')}
        </ButtonLink>
        {blog.published ? (
          <>
            <Link
              to={postHref(blog)}
              className="self-center px-2 text-sm font-semibold text-indigo-800 underline"
            >
              {t('blogs-admin.row.view')}
            </Link>
            <Button
              size="sm"
              variant="outline"
              disabled={!isHydrated}
              onClick={() => onAction('unpublish')}
            >
              {t('blogs-admin.row.unpublish')}
            </Button>
          </>
        ) : null}
        <Button
          size="sm"
          variant="danger"
          disabled={!isHydrated}
          onClick={() => onAction('delete')}
        >
          {t('blogs-admin.row.delete')}
        </Button>
      </div>
    </li>
  );
}
