import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * Link state for the way out a form itself offers while its draft is kept (posting refused
 * until the company profile is complete): the draft brings the work back, so no question.
 */
export const KEEPS_DRAFT = { keepsDraft: true } as const;

const keepsDraft = (state: unknown) =>
  typeof state === 'object' && state !== null && 'keepsDraft' in state;

/**
 * While a form holds unsaved changes, a link or Back inside the app waits on the `blocker`
 * (the page asks with LeaveWarning) and a reload or closing the tab gets the browser's own
 * question. `whileSaving` lets through the navigation a page makes once its save succeeded.
 */
export function useLeaveWarning(isChanged: boolean) {
  const isArmed = useRef(isChanged);
  const isSaving = useRef(false);
  // Read when a navigation starts, which may come from an effect later in this same commit.
  useLayoutEffect(() => {
    isArmed.current = isChanged;
    // Once the form is gone nothing is guarded, even before the router forgets the blocker
    // (a quick Back right after leaving was otherwise held on the page just reached).
    return () => {
      isArmed.current = false;
    };
  }, [isChanged]);

  // Stable (it reads refs), so the router registers it once rather than on every keystroke.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isArmed.current &&
      !isSaving.current &&
      !keepsDraft(nextLocation.state) &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isChanged) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isChanged]);

  // Takes the save itself, not its promise, so a page that moves on at once is let through too.
  async function whileSaving<T>(save: () => Promise<T>): Promise<T> {
    isSaving.current = true;
    try {
      return await save();
    } finally {
      isSaving.current = false;
    }
  }
  return { blocker, whileSaving };
}
