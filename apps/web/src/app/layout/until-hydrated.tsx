import type { ReactNode } from 'react';
import { useIsHydrated } from '@/lib/use-is-hydrated';

/**
 * A server-rendered page shows before its code runs (decision 015). Until React has adopted it,
 * its controls stay disabled: typing would be wiped as the forms start, a click would do nothing,
 * and a submit would go the browser's way (a password in the URL). Links work throughout.
 * `children` keeps its identity when this re-renders, so the page itself does not render again.
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const isHydrated = useIsHydrated();
  return (
    <fieldset disabled={!isHydrated} role="none" className="contents">
      {children}
    </fieldset>
  );
}
