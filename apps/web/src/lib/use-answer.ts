import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Runs `onAnswer` once for each answer a fetcher receives: the toast, or the step the page takes
 * after it. An answer is a new object each time, so the same one is never handled twice.
 */
export function useAnswer<T>(answer: T | undefined, onAnswer: (answer: T) => void): void {
  const handled = useRef<T | undefined>(undefined);
  const handle = useEffectEvent(onAnswer);
  useEffect(() => {
    if (answer === undefined || handled.current === answer) return;
    handled.current = answer;
    handle(answer);
  }, [answer]);
}
