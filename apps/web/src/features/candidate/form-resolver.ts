import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/**
 * The contract writes "may be empty" fields (phone, links) as a union with ''. When both
 * branches fail, zod and the stock resolver report the '' branch ("Invalid input: expected
 * \"\""); the branch with a format rule has the message a candidate can act on, so that one wins.
 */
export function issueMessage(issue: Issue): string {
  if (issue.code !== 'invalid_union') return issue.message;
  const nested = issue.errors.flat();
  return nested.find((inner) => inner.code !== 'invalid_value')?.message ?? issue.message;
}

/** react-hook-form's resolver for a contract schema: the schema's rules, readable messages. */
export function contractResolver<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
): Resolver<In, unknown, Out> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= { type: issue.code, message: issueMessage(issue) };
    }
    return { values: {}, errors: toNestErrors<In>(errors, options) };
  };
}
