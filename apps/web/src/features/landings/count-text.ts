import type { JobKind } from '@shuruaat/contract';
import { useT } from '@/lib/i18n/translate';

/** "12 internships" / "12 इंटर्नशिप": a live count in the page's language. */
export function useCountText(): (count: number, noun: JobKind | 'any') => string {
  const t = useT();
  return (count, noun) => t(`landings.count.${noun}`, { count });
}
