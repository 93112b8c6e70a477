import { BLOGS_PAGE_TITLE, blogPageTitle, type BlogDetail } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { getPublishedBySlug } from '../blogs/blogs.service';
import { AppError } from '../../lib/app-error';
import type { PageHead } from './page-head';

export function blogsHead(origin: string): PageHead {
  return {
    status: 200,
    title: BLOGS_PAGE_TITLE,
    description:
      'Practical guides for Indian students and freshers: reading stipend and CTC offers, first resumes, campus interviews, internship red flags and typing tests.',
    canonical: `${origin}/blogs`,
    ogType: 'website',
  };
}

function blogPostingLd(blog: BlogDetail, url: string, origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blog.title,
    description: blog.metaDescription,
    author: { '@type': 'Person', name: blog.author },
    datePublished: blog.publishedAt ?? blog.createdAt,
    dateModified: blog.updatedAt,
    mainEntityOfPage: url,
    url,
    ...(blog.coverImageUrl ? { image: `${origin}${blog.coverImageUrl}` } : {}),
    publisher: { '@type': 'Organization', name: 'Shuruaat', url: `${origin}/` },
  };
}

/** A published post's head, or undefined when there is none (the caller answers 404). */
export async function blogHead(db: Db, origin: string, slug: string) {
  const found = await getPublishedBySlug(db, slug).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
    throw error;
  });
  if (!found) return undefined;
  const { blog } = found;
  const url = `${origin}/blogs/${blog.slug}`;
  return {
    status: 200,
    title: blogPageTitle(blog.title),
    description: blog.metaDescription,
    canonical: url,
    ogType: 'article',
    image: blog.coverImageUrl ? `${origin}${blog.coverImageUrl}` : undefined,
    jsonLd: blogPostingLd(blog, url, origin),
  } satisfies PageHead;
}
