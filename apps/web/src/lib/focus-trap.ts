import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea';

/** Keeps Tab and Shift+Tab cycling inside a modal panel. */
export function keepFocusInside(event: KeyboardEvent, panel: HTMLElement | null): void {
  const items = panel ? [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
