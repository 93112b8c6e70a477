import { createContext, useContext, useEffect, useState } from 'react';
import { useAppSelector } from '@/lib/redux-hooks';
import { readSavedJobIds } from './saved-jobs-loaders';

/**
 * The listings the signed-in candidate saved, read once after hydration: the server-rendered
 * pages are the same for everyone, and only a candidate has saves. Empty until known (a toggle
 * then shows "Save", and saving one already saved is harmless: the server keeps one save).
 */
export function useSavedJobIds(): ReadonlySet<string> {
  const isCandidate = useAppSelector((state) => state.auth.user?.role === 'candidate');
  const [ids, setIds] = useState<ReadonlySet<string>>(NONE);
  useEffect(() => {
    if (!isCandidate) return;
    let isCurrent = true;
    void readSavedJobIds().then((answer) => {
      if (isCurrent && answer.ok) setIds(new Set(answer.data));
    });
    return () => {
      isCurrent = false;
    };
  }, [isCandidate]);
  return isCandidate ? ids : NONE;
}

const NONE: ReadonlySet<string> = new Set();

/** Given by a page that shows save toggles, so each card need not ask on its own. */
export const SavedJobIdsContext = createContext<ReadonlySet<string>>(NONE);

export const useIsSaved = (jobId: string) => useContext(SavedJobIdsContext).has(jobId);
