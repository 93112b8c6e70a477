import type { z } from 'zod';
import { text } from './text';

/**
 * A text field that may be left empty, or else must pass `rule`. One string schema rather than
 * a union with '', so a wrong value gets the rule's message instead of zod's "Invalid input".
 */
export function emptyOr(rule: z.ZodType<string>, message: string) {
  return text()
    .trim()
    .refine((value) => value === '' || rule.safeParse(value).success, message);
}
