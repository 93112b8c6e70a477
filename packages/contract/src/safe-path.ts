/**
 * Browsers drop tab, CR and LF anywhere in a URL (so "/\t/evil.example" is "//evil.example",
 * another site) and trim other C0 controls and spaces at its ends; C1 controls and DEL have no
 * place in a path either.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** "." and "..", also percent-encoded: "/..//evil.example" resolves to "//evil.example". */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * The path when it names a page on this site, else null. The one check for every "return to"
 * and `?next=` the web app and the server accept: only "/…", never "//…" (another host), a
 * backslash (read as "/"), a control character or a dot segment, any of which a browser may
 * turn into a trip to another site.
 */
export function safeLocalPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || CONTROL.test(value)) return null;
  const pathname = value.split(/[?#]/, 1)[0] ?? '';
  if (pathname.split('/').some((segment) => DOT_SEGMENT.test(segment))) return null;
  return value;
}
