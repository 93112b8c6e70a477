import type { ReactNode } from 'react';

/** A failed submit's message, announced to screen readers as it appears. */
export function Alert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      {children}
    </div>
  );
}
