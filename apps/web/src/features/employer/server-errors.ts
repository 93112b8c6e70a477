import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { Failure } from '@/lib/failure';

/** The server names fields by dotted path ("stipend.min", "questions.1.question"). */
export function showFieldErrors<T extends FieldValues>(
  failure: Failure | undefined,
  setError: UseFormSetError<T>,
  isField: (path: string) => boolean,
): void {
  for (const detail of failure?.details ?? []) {
    if (isField(detail.path)) setError(detail.path as Path<T>, { message: detail.message });
  }
}

/** Posting refuses while the company profile is incomplete; those details name profile fields. */
export const isProfileGap = (failure: Failure | undefined) =>
  Boolean(failure?.details.some((detail) => detail.path.startsWith('profile.')));
