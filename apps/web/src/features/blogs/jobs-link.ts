import { CATEGORY_LABELS, type BlogDetail } from '@shuruaat/contract';

/** Where a post sends readers next: the jobs it is about, or the topic's usual search. */
export function jobsLinkFor(blog: Pick<BlogDetail, 'topic' | 'jobCategory'>) {
  if (blog.jobCategory) {
    const label = CATEGORY_LABELS[blog.jobCategory];
    return { to: `/jobs?category=${blog.jobCategory}`, label: `See ${label} jobs and internships` };
  }
  if (blog.topic === 'internships')
    return { to: '/jobs?kind=internship', label: 'See internships' };
  if (blog.topic === 'employers')
    return { to: '/employerpage', label: 'Hire interns and freshers' };
  if (blog.topic === 'interview') return { to: '/jobs?kind=job', label: 'See fresher jobs' };
  return { to: '/jobs', label: 'See jobs and internships' };
}
