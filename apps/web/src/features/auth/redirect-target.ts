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

/** Where to go after signing in: back to the page the guard stopped, else the role's dashboard. */
export function redirectTarget(locationState: unknown, role: Role): string {
  return returnPath(locationState) || dashboardPathFor(role);
}

/** The page to return to after a sign-in that leaves the site (Google), or '' for the dashboard. */
export function returnPath(locationState: unknown): string {
  const parsed = FromStateSchema.safeParse(locationState);
  if (!parsed.success) return '';
  const { pathname, search = '', hash = '' } = parsed.data.from;
  if (AUTH_PAGES.has(pathname)) return '';
  return safeLocalPath(`${pathname}${search}${hash}`) ?? '';
}
