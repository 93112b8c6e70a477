import { readJson, removeItem, writeJson } from './storage';

// Bumped whenever a form's values change shape in a way the schema check below would not catch;
// drafts written under another version are ignored.
export const DRAFT_VERSION = 1;

/** What is kept in the browser: the form's values as typed, never files or secrets. */
export type StoredDraft = { version: number; savedAt: string; values: Record<string, unknown> };

type Issue = { code: string; input?: unknown };
type DraftSchema = {
  safeParse(
    value: unknown,
    params?: { reportInput?: boolean },
  ): { success: true } | { success: false; error: { issues: Issue[] } };
};

/** The key of one draft: the form, the signed-in user and, for apply, the job. */
export const draftKey = (...parts: string[]) =>
  `shuruaat:draft:v${DRAFT_VERSION}:${parts.join(':')}`;

/**
 * A half-filled form never passes its contract schema (the title is too short, the pay is still
 * empty), so a draft is judged on its shape only: it is kept when every issue is a rule not met
 * yet or a field left blank, and dropped when a field has the wrong type or a key the schema no
 * longer knows (a draft from an older form).
 */
function hasFormShape(values: unknown, schema: DraftSchema) {
  const parsed = schema.safeParse(values, { reportInput: true });
  if (parsed.success) return true;
  return parsed.error.issues.every((issue) =>
    issue.code === 'invalid_type'
      ? issue.input === undefined || issue.input === null
      : issue.code !== 'unrecognized_keys',
  );
}

/** The stored draft under `key`, or null when there is none or it is stale or malformed. */
export function readFormDraft(key: string, schema: DraftSchema): StoredDraft | null {
  const stored = readJson(key) as Partial<StoredDraft> | null | undefined;
  if (!stored || stored.version !== DRAFT_VERSION || typeof stored.savedAt !== 'string') {
    return null;
  }
  const { values } = stored;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return null;
  return hasFormShape(values, schema) ? (stored as StoredDraft) : null;
}

export function writeFormDraft(key: string, values: Record<string, unknown>) {
  const draft: StoredDraft = { version: DRAFT_VERSION, savedAt: new Date().toISOString(), values };
  writeJson(key, draft);
}

/** Called once the form is saved, and when the person discards the draft. */
export const removeFormDraft = (key: string) => removeItem(key);
