import { CATEGORY_LABELS, type BlogDetail } from '@shuruaat/contract';
import type { MessageValues } from '@/lib/i18n/translate';

/**
 * Where a post sends readers next: the jobs it is about, or the topic's usual search. The label
 * is a message id with its values, said in the page's language where it renders.
 */
export function jobsLinkFor(blog: Pick<BlogDetail, 'topic' | 'jobCategory'>): {
  to: string;
  label: string;
  values?: MessageValues;
} {
  if (blog.jobCategory)
    return {
      to: `/jobs?category=${blog.jobCategory}`,
      label: 'blogs.jobs.category',
      values: { category: CATEGORY_LABELS[blog.jobCategory] },
    };
  if (blog.topic === 'internships')
    return { to: '/jobs?kind=internship', label: 'blogs.jobs.internships' };
  if (blog.topic === 'employers') return { to: '/employerpage', label: 'blogs.jobs.employers' };
  if (blog.topic === 'interview') return { to: '/jobs?kind=job', label: 'blogs.jobs.fresherJobs' };
  return { to: '/jobs', label: 'blogs.jobs.all' };
}
