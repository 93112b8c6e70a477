import { useSyncExternalStore } from 'react';

/** docs/product-spec.md §9: the button appears once the page is scrolled more than this. */
const THRESHOLD_PX = 300;

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const isPastThreshold = () => window.scrollY > THRESHOLD_PX;

export function ScrollToTop() {
  const isVisible = useSyncExternalStore(subscribe, isPastThreshold, () => false);
  if (!isVisible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full bg-saffron-400 text-indigo-950 shadow-lg hover:bg-saffron-300"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        aria-hidden="true"
      >
        <path strokeLinecap="round" strokeLinejoin="round" d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}
