/**
 * New slugs stay within this many characters: a link reads whole, and the slug is far inside the
 * router's path-parameter limit (app.ts). Slugs never change once written, so older, longer
 * ones keep working.
 */
export const JOB_SLUG_MAX = 80;

/** Lower-case ASCII words joined by hyphens; accents dropped, everything else removed. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}

/** The slug cut to `max` characters, at the end of a word when one ends in reach. */
function cutAtWord(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const lastBreak = slug.slice(0, max + 1).lastIndexOf('-');
  return (lastBreak > 0 ? slug.slice(0, lastBreak) : slug.slice(0, max)).replace(/-+$/g, '');
}

/** Readable and unique: "react-developer-intern-kirana-cloud-bengaluru-3f9a2c1b". */
export function jobSlug(parts: { title: string; company: string; place: string; id: string }) {
  const shortId = slugify(parts.id.replace(/-/g, '').slice(0, 8));
  const words = [parts.title, parts.company, parts.place].map(slugify).filter(Boolean).join('-');
  const head = cutAtWord(words, JOB_SLUG_MAX - shortId.length - 1);
  return [head, shortId].filter(Boolean).join('-');
}
