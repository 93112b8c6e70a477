import { useSyncExternalStore } from 'react';

// Tailwind's lg breakpoint: from here the detail sits beside the list instead of over it.
const WIDE = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

// Without matchMedia (tests, very old browsers) the phone layout is the safe default.
const isWide = () => window.matchMedia?.(WIDE).matches ?? false;

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => false);
}
