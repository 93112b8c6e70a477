import type { RootState } from './store';

/** The id of the `<script type="application/json">` block a server-rendered page carries. */
export const PAGE_STATE_ID = 'page-state';

/**
 * What the server hands the browser: its route loaders' data (keyed by route id), the store it
 * rendered with, and whether it checked the visitor's session (so the browser need not ask).
 */
export type PageState = {
  loaderData: Record<string, unknown>;
  state: Partial<RootState>;
  sessionChecked: boolean;
};

// JSON inside <script> must not be able to close the tag, open a comment or start an entity;
// U+2028/2029 are escaped too so the text is also valid inside any JavaScript string.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const escapeChar = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

export function serializePageState(page: PageState): string {
  return JSON.stringify(page).replace(UNSAFE_IN_SCRIPT, (char) => escapeChar(char));
}

/** The state block for a page's HTML. CSP allows data blocks; it would not allow a script. */
export function pageStateScript(page: PageState): string {
  return `<script type="application/json" id="${PAGE_STATE_ID}">${serializePageState(page)}</script>`;
}

const isPageState = (value: unknown): value is PageState =>
  typeof value === 'object' &&
  value !== null &&
  'loaderData' in value &&
  typeof value.loaderData === 'object' &&
  value.loaderData !== null &&
  'state' in value &&
  typeof value.state === 'object' &&
  value.state !== null &&
  'sessionChecked' in value &&
  typeof value.sessionChecked === 'boolean';

/** The state a server-rendered page came with, or null for the plain app shell. */
export function readPageState(doc: Document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isPageState(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The slices worth sending: the session always (it decides the navbar and guards), the others
 * only when the render changed them, so a page does not carry every slice's empty start.
 */
export function changedSlices(initial: RootState, current: RootState): Partial<RootState> {
  const kept: Record<string, unknown> = { auth: current.auth };
  for (const [key, value] of Object.entries(current)) {
    if (value !== initial[key as keyof RootState]) kept[key] = value;
  }
  return kept as Partial<RootState>;
}
