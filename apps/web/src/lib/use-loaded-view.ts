import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import type { Loaded } from './route-data';

export type LoadedView<T> =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; data: T };

/**
 * What a section shows for a loader's `Loaded` value: its data, the spinner while a retry runs,
 * or the failure. `retry` asks the route's loaders again; `reload` does too and can be awaited
 * (after a change is saved, before saying so).
 */
export function useLoadedView<T>(value: Loaded<T>) {
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  // Stable, so an effect can name them (a page that looks again on a timer).
  const reload = useCallback(() => revalidate(), [revalidate]);
  const retry = useCallback(() => void revalidate(), [revalidate]);
  const view: LoadedView<T> = value.ok
    ? { status: 'ready', data: value.data }
    : revalidator.state === 'loading'
      ? { status: 'loading' }
      : { status: 'failed', message: value.failure.message };
  return { view, retry, reload };
}
