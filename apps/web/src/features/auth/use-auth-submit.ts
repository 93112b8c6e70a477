import { useEffect } from 'react';
import { useAppDispatch } from '@/lib/redux-hooks';
import { clearError } from './slice';

/** Errors from an earlier screen or a background check must not greet a fresh form. */
export function useFreshAuthError(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(clearError());
  }, [dispatch]);
}
