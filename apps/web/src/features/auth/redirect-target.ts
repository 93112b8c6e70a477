import { dashboardPathFor, safeLocalPath, type Role } from '@shuruaat/contract';
import { z } from 'zod';

// Location state is whatever some earlier page put there, so it is parsed, not trusted.
const FromStateSchema = z.object({
  from: z.object({
    pathname: z.string().startsWith('/'),
    search: z.string().optional(),
    hash: z.string().optional(),
  }),
});

const AUTH_PAGES = new Set(['/login', '/signup']);

/**
 * Where to go after signing in: back to the page the guard stopped, else the role's dashboard.
 * `search` is the login page's own query, whose `returnTo` a plain link can carry.
 */
export function redirectTarget(locationState: unknown, role: Role, search = ''): string {
  return returnPath(locationState, search) || dashboardPathFor(role);
}

/**
 * The page to return to after a sign-in that leaves the site (Google), or '' for the dashboard:
 * the router state a guard or button left, else `?returnTo=` (a link that works before the
 * app's code runs, such as a job's Save button).
 */
export function returnPath(locationState: unknown, search = ''): string {
  const parsed = FromStateSchema.safeParse(locationState);
  const path = parsed.success
    ? `${parsed.data.from.pathname}${parsed.data.from.search ?? ''}${parsed.data.from.hash ?? ''}`
    : (new URLSearchParams(search).get('returnTo') ?? '');
  const safe = safeLocalPath(path);
  if (!safe || AUTH_PAGES.has(new URL(safe, 'http://local').pathname)) return '';
  return safe;
}
