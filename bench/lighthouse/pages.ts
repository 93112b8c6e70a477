/**
 * The pages Lighthouse measures, by name: the five of issue 11 and four in Hindi (issue 26). The
 * job pages are the newest demo job's. `LIGHTHOUSE_PAGES="/hi/jobs,a Hindi job page"` keeps only
 * those, to check a change.
 */
export async function pagesToMeasure(origin: string): Promise<[string, string][]> {
  const answer = (await (await fetch(`${origin}/api/jobs?limit=1&facets=false`)).json()) as {
    items: { slug: string }[];
  };
  const slug = answer.items[0]?.slug;
  if (!slug) throw new Error('the demo data has no open job');
  const pages: [string, string][] = [
    ['/', '/'],
    ['/jobs', '/jobs'],
    ['a job page', `/jobs/${slug}`],
    ['/internships', '/internships'],
    ['/login', '/login'],
    ['/hi', '/hi'],
    ['/hi/jobs', '/hi/jobs'],
    ['a Hindi job page', `/hi/jobs/${slug}`],
    ['/hi/blogs', '/hi/blogs'],
  ];
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  return only ? pages.filter(([name]) => only.includes(name)) : pages;
}

/** Whether the run measures only some pages (and so must not rewrite the full table). */
export const measuresSomePages = () => process.env.LIGHTHOUSE_PAGES !== undefined;
