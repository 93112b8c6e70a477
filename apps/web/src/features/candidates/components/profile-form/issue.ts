import type { FieldError, FieldErrors } from 'react-hook-form';
import type { ProfileFormValues } from './form-values';

type ListErrors = (FieldError | undefined)[] & { message?: string; root?: FieldError };

/** A list's own error, or the first of its items' errors ("A skill cannot be empty"). */
export function listIssue(error: FieldErrors<ProfileFormValues>[keyof ProfileFormValues]) {
  if (!error) return undefined;
  const list = error as unknown as ListErrors;
  if (list.message) return list.message;
  if (list.root?.message) return list.root.message;
  return Array.isArray(list) ? list.find((item) => item?.message)?.message : undefined;
}
