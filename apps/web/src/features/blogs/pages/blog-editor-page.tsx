import type { BlogBody } from '@shuruaat/contract';
import { useEffect } from 'react';
import { useFetcher, useLoaderData, useNavigate } from 'react-router';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { toast } from '@/lib/toast';
import { useLoadedView } from '@/lib/use-loaded-view';
import { blogEditorAction, blogEditorLoader } from '../admin-loaders';
import { BlogForm } from '../components/blog-form';
import { emptyBlogForm, formValuesOf } from '../form-values';
import { adminBlogsCatalogue } from '../locales/admin/catalogue';
import { blogsCatalogue } from '../locales/catalogue';
import { ADMIN_BLOGS_PATH } from '../paths';

/** /admin/dashboard/blogs/new and /admin/dashboard/blogs/:id/edit. */
function BlogEditorPage() {
  const t = useT();
  const { blog } = useLoaderData<typeof blogEditorLoader>();
  const { view, retry } = useLoadedView(blog);
  const navigate = useNavigate();
  const fetcher = useFetcher<typeof blogEditorAction>();
  const isSaving = fetcher.state !== 'idle';
  const answer = isSaving ? undefined : fetcher.data;

  // Saved: say so (the server's words) and go back to the list; refused: say why, and the form
  // shows it on its fields.
  useEffect(() => {
    if (!answer) return;
    if (!answer.ok) {
      toast.error(localizeServerMessage(answer.failure.message));
      return;
    }
    toast.success(localizeServerMessage(answer.data.message));
    void navigate(ADMIN_BLOGS_PATH);
  }, [answer, navigate]);

  if (view.status === 'failed')
    return <LoadFailed message={localizeServerMessage(view.message)} onRetry={retry} />;
  if (view.status === 'loading') return <PageLoader />;
  const editing = view.data;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-indigo-950">
        {t(editing ? 'blogs-admin.editor.editTitle' : 'blogs-admin.editor.newTitle')}
      </h1>
      <BlogForm
        key={editing?._id ?? 'new'}
        initial={editing ? formValuesOf(editing) : emptyBlogForm}
        isNew={!editing}
        isSaving={isSaving}
        answer={answer}
        onSave={(body: BlogBody) =>
          void fetcher.submit(body, { method: 'post', encType: 'application/json' })
        }
      />
    </div>
  );
}

export const blogEditorRoute = {
  Component: BlogEditorPage,
  loader: blogEditorLoader,
  action: blogEditorAction,
  // The topics' names are the public blog's words; the rest is the admin's own.
  catalogue: [blogsCatalogue, adminBlogsCatalogue],
};
