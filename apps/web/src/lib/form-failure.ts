import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { Failure } from './failure';
import { toast } from './toast';

/** The form field a server path names ("stipend.min", "questions.1.question"), if it has one. */
export type FieldOf<T extends FieldValues> = (path: string) => Path<T> | undefined;

/**
 * Puts a 400's per-field messages beside the fields they name, focusing the first, and answers
 * how many it placed.
 */
export function placeFieldErrors<T extends FieldValues>(
  failure: Failure | undefined,
  setError: UseFormSetError<T>,
  fieldOf: FieldOf<T>,
): number {
  let placed = 0;
  for (const detail of failure?.details ?? []) {
    const field = fieldOf(detail.path);
    if (!field) continue;
    setError(field, { message: detail.message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed;
}

/**
 * A failed save is shown once (docs/decisions/023): on the fields it names, where the person
 * is looking and can fix it, and only as a toast when it names none of the form's fields.
 */
export function showSaveFailure<T extends FieldValues>(
  failure: Failure | undefined,
  setError: UseFormSetError<T>,
  fieldOf: FieldOf<T>,
): void {
  if (failure && placeFieldErrors(failure, setError, fieldOf) === 0) toast.error(failure.message);
}

/** For a form whose fields are named exactly as the server names them. */
export const fieldIn =
  <T extends FieldValues>(fields: readonly Path<T>[]): FieldOf<T> =>
  (path) =>
    fields.find((name) => name === path);

/** The message a form shows above its fields: only a failure that names none of them. */
export function formLevelMessage<T extends FieldValues>(
  failure: Failure | undefined,
  fieldOf: FieldOf<T>,
): string | null {
  if (!failure) return null;
  return failure.details.some((detail) => fieldOf(detail.path)) ? null : failure.message;
}
