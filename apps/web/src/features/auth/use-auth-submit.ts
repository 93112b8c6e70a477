import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { Failure } from '@/lib/failure';
import { useAppDispatch } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';
import { clearError } from './slice';

/** Errors from an earlier screen or a background check must not greet a fresh form. */
export function useFreshAuthError(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(clearError());
  }, [dispatch]);
}

/** Shows a failed submit: a toast, plus each field the server rejected beside that field. */
export function reportFailure<T extends FieldValues>(
  failure: Failure | undefined,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!failure) return;
  toast.error(failure.message);
  for (const detail of failure.details) {
    const field = fields.find((name) => name === detail.path);
    if (field) setError(field, { message: detail.message });
  }
}
