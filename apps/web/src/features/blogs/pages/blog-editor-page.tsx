import { type AdminBlog, type BlogBody } from '@shuruaat/contract';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { useAppDispatch } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';
import { BlogForm } from '../components/blog-form';
import { emptyBlogForm, formValuesOf, type FieldErrors } from '../form-values';
import { fetchBlogForEditing, saveBlog } from '../slice';
import { ADMIN_BLOGS_PATH } from './admin-blogs-page';

/** /admin/dashboard/blogs/new and /admin/dashboard/blogs/:id/edit. */
export function BlogEditorPage() {
  const { id = null } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [blog, setBlog] = useState<AdminBlog | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const load = useCallback(() => {
    if (!id) return;
    void dispatch(fetchBlogForEditing(id)).then((result) => {
      if (fetchBlogForEditing.fulfilled.match(result)) setBlog(result.payload);
      else setLoadError(result.payload?.message ?? 'Failed to load the blog');
    });
  }, [dispatch, id]);
  useEffect(load, [load]);
  const retry = () => {
    setLoadError(null);
    load();
  };

  async function save(body: BlogBody) {
    setIsSaving(true);
    const result = await dispatch(saveBlog({ id, body }));
    setIsSaving(false);
    if (saveBlog.fulfilled.match(result)) {
      toast.success(result.payload.message);
      void navigate(ADMIN_BLOGS_PATH);
      return;
    }
    const failure = result.payload;
    const errors: FieldErrors = {};
    for (const detail of failure?.details ?? []) {
      errors[detail.path as keyof FieldErrors] ??= detail.message;
    }
    if (failure?.code === 'CONFLICT') errors.slug = failure.message;
    setServerErrors(errors);
    toast.error(failure?.message ?? 'Failed to post blog');
  }

  if (id && loadError) return <LoadFailed message={loadError} onRetry={retry} />;
  if (id && !blog) return <PageLoader />;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-indigo-950">{id ? 'Edit blog' : 'Write a blog'}</h1>
      <BlogForm
        key={blog?._id ?? 'new'}
        initial={blog ? formValuesOf(blog) : emptyBlogForm}
        isNew={!blog}
        isSaving={isSaving}
        serverErrors={serverErrors}
        onSave={(body) => void save(body)}
      />
    </div>
  );
}
