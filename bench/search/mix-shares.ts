import { isJobsFirstPage } from './mix-urls';

/** What a request costs the server beyond its filters: facet counts, a cursor, or neither. */
export type RequestKind = 'facets' | 'page 2' | 'no facets';

function kindOf(path: string): RequestKind {
  const params = new URL(path, 'http://client').searchParams;
  if (params.has('cursor')) return 'page 2';
  // Home and landing lists may ask facets at another size (limit=1&facets=true).
  return isJobsFirstPage(path) || params.get('facets') === 'true' ? 'facets' : 'no facets';
}

export type MixShare = { kind: RequestKind; sent: number; share: number; distinct: number };

/** The requests sent of each kind, and how many distinct URLs each kind had in the list. */
export function mixShares(paths: string[], sentByPath: number[]): MixShare[] {
  const total = sentByPath.reduce((sum, n) => sum + n, 0) || 1;
  const kinds: RequestKind[] = ['facets', 'page 2', 'no facets'];
  return kinds.map((kind) => {
    const mine = paths.map((path, i) => [kindOf(path), sentByPath[i] ?? 0] as const);
    const of = mine.filter(([k]) => k === kind);
    const sent = of.reduce((sum, [, n]) => sum + n, 0);
    return { kind, sent, share: sent / total, distinct: of.length };
  });
}

export function describeShares(shares: MixShare[]): string {
  const words: Record<RequestKind, string> = {
    facets: 'with facet counts (/jobs first pages, home and landing counts)',
    'page 2': 'page 2 by a real cursor',
    'no facets': 'lists without facets (home, landing and similar-jobs lists)',
  };
  return shares
    .map((s) => `${(s.share * 100).toFixed(1)} % ${words[s.kind]} (${s.distinct} distinct URLs)`)
    .join('; ');
}
