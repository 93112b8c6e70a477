import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { Loaded } from '@/lib/route-data';

type Submittable = Parameters<ReturnType<typeof useFetcher>['submit']>[0];

/**
 * Submits to the route's action and answers with what it returned, for a form component that
 * awaits its save (the shared job form places a refusal itself). `isSaving` lasts until the
 * answer is in.
 */
export function useActionCall<T>() {
  const fetcher = useFetcher<() => Promise<Loaded<T>>>();
  const waiting = useRef<((answer: Loaded<T>) => void) | null>(null);
  const { state, data } = fetcher;
  useEffect(() => {
    if (state !== 'idle' || !data || !waiting.current) return;
    const resolve = waiting.current;
    waiting.current = null;
    resolve(data as Loaded<T>);
  }, [state, data]);
  const call = (body: object) =>
    new Promise<Loaded<T>>((resolve) => {
      waiting.current = resolve;
      void fetcher.submit(body as Submittable, { method: 'post', encType: 'application/json' });
    });
  return { call, isSaving: state !== 'idle' };
}
