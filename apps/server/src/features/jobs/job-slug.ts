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

/** Readable and unique: "react-developer-intern-kirana-cloud-bengaluru-3f9a2c1b". */
export function jobSlug(parts: { title: string; company: string; place: string; id: string }) {
  const shortId = parts.id.replace(/-/g, '').slice(0, 8);
  return [parts.title, parts.company, parts.place, shortId].map(slugify).filter(Boolean).join('-');
}
