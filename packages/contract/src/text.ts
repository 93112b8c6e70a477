import { z } from 'zod';

/** Matches text without U+0000; it appears in the OpenAPI document as each string's pattern. */
// eslint-disable-next-line no-control-regex -- finding the control character NUL is the point
export const NUL_FREE = /^[^\u0000]*$/;
export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000)';

/** Half of a surrogate pair without its other half: not a character, and not valid UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const BROKEN_UNICODE_MESSAGE = 'Text must be valid Unicode';

/**
 * The string every request field, query and path parameter is built from. PostgreSQL cannot
 * store U+0000 in text, nor a lone surrogate in jsonb ("\udfff"), so either would fail in SQL
 * as a 500; here they are a 400.
 */
export const text = () =>
  z
    .string()
    .regex(NUL_FREE, NUL_MESSAGE)
    .refine((value) => !LONE_SURROGATE.test(value), BROKEN_UNICODE_MESSAGE);

/** A path parameter naming a row (a job, user or employer id). Ids that match nothing are 404s. */
export const IdParamSchema = text().max(64);

/**
 * A job's slug in `/api/jobs/{slug}`. New slugs are at most 80 characters (job-slug.ts); older
 * ones, written before that cap, may be longer and must keep working.
 */
export const SlugParamSchema = text().max(200);
