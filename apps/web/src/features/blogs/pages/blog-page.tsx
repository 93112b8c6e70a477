import { blogPageTitle, NOT_FOUND_TITLE } from '@shuruaat/contract';
import { useLoaderData, useRevalidator } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { HtmlContent } from '@/components/ui/html-content';
import { PageLoader } from '@/components/ui/page-loader';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BlogCard } from '../components/blog-card';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { useByline } from '../format';
import { blogsCatalogue } from '../locales/catalogue';
import { jobsLinkFor } from '../jobs-link';
import { blogPageLoader } from '../loaders';

/** /blogs/:slug: the post itself, read here (the old site sent readers elsewhere). */
export function BlogPage() {
  const t = useT();
  const byline = useByline();
  const { post } = useLoaderData<typeof blogPageLoader>();
  const revalidator = useRevalidator();
  const isMissing = !post.ok && post.failure.status === 404;
  useDocumentTitle(
    isMissing ? NOT_FOUND_TITLE : post.ok ? blogPageTitle(post.data.blog.title) : null,
  );

  if (isMissing) return <BlogNotFound />;
  if (!post.ok) {
    if (revalidator.state === 'loading') return <PageLoader />;
    return (
      <section role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-indigo-950">{t('blogs.post.loadFailed')}</h1>
        <p className="mt-3 text-red-700">{localizeServerMessage(post.failure.message)}</p>
        <Button className="mt-6" variant="secondary" onClick={() => void revalidator.revalidate()}>
          {t('blogs.post.tryAgain')}
        </Button>
      </section>
    );
  }
  const { blog, related } = post.data;
  const jobs = jobsLinkFor(blog);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <article>
        <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">
          {t(`blogs.topic.${blog.topic}`)}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold break-words text-indigo-950 sm:text-4xl">
          {blog.title}
        </h1>
        <p className="mt-3 text-slate-600">{byline(blog)}</p>
        {blog.coverImageUrl ? (
          <img
            src={blog.coverImageUrl}
            alt=""
            width={1200}
            height={630}
            className="mt-6 aspect-[1200/630] w-full rounded-xl object-cover"
          />
        ) : null}
        <HtmlContent
          html={blog.bodyHtml}
          className="mt-6 text-[1.0625rem] leading-relaxed [&_table]:mt-4 [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left"
        />
      </article>
      <aside className="mt-10 rounded-xl bg-indigo-50 p-5">
        <p className="font-semibold text-indigo-950">{t('blogs.post.nextStep')}</p>
        <ButtonLink to={jobs.to} className="mt-3">
          {t(jobs.label, jobs.values)}
        </ButtonLink>
      </aside>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-10">
          <h2 id="related-heading" className="text-xl font-bold text-indigo-950">
            {t('blogs.post.related')}
          </h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {related.map((item) => (
              <BlogCard key={item._id} blog={item} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

export const blogPageRoute = {
  Component: BlogPage,
  loader: blogPageLoader,
  catalogue: blogsCatalogue,
};

function BlogNotFound() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-saffron-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-indigo-950 sm:text-3xl">
        {t('blogs.post.notFound')}
      </h1>
      <p className="mt-3 text-slate-700">{t('blogs.post.notFoundText')}</p>
      <ButtonLink to="/blogs" variant="secondary" className="mt-8">
        {t('blogs.post.readAll')}
      </ButtonLink>
    </section>
  );
}
