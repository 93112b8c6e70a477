import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { Failure } from '@/lib/failure';

/** The server's per-field messages (a 400's details) shown next to the fields they name. */
export function showFieldErrors<T extends FieldValues>(
  failure: Failure | undefined,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  for (const detail of failure?.details ?? []) {
    const field = fields.find((name) => name === detail.path);
    if (field) setError(field, { message: detail.message });
  }
}
