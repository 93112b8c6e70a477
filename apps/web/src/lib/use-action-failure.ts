import { useEffect } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { formLevelMessage, placeFieldErrors, type FieldOf } from './form-failure';
import type { Loaded } from './route-data';

/**
 * A route action's refusal on a react-hook-form form: the details that name a field are placed
 * beside it, and what names none is returned as the form's one message (decision 023).
 * `fieldOf` must be stable (a module constant): the fields are set again whenever it changes.
 */
export function useActionFailure<T extends FieldValues>(
  answer: Loaded<unknown> | undefined,
  setError: UseFormSetError<T>,
  fieldOf: FieldOf<T>,
): string | null {
  const failure = answer && !answer.ok ? answer.failure : undefined;
  useEffect(() => {
    placeFieldErrors(failure, setError, fieldOf);
  }, [failure, setError, fieldOf]);
  return formLevelMessage(failure, fieldOf);
}
