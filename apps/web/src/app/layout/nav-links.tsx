import { NavLink, type NavLinkProps } from 'react-router';
import { useT } from '@/lib/i18n/translate';

/** The navigation bar's links (docs/product-spec.md §2), in order. */
export const NAV_LINKS = [
  { to: '/', label: 'app.nav.home' },
  { to: '/contact', label: 'app.nav.contact' },
  { to: '/jobs', label: 'app.nav.jobs' },
  { to: '/tools', label: 'app.nav.tools' },
  { to: '/blogs', label: 'app.nav.blogs' },
] as const;

type NavLinkListProps = { className: string; linkClassName: NavLinkProps['className'] };

/** The same links in the desktop bar and the mobile menu; only their look differs. */
export function NavLinkList({ className, linkClassName }: NavLinkListProps) {
  const t = useT();
  return (
    <ul className={className}>
      {NAV_LINKS.map(({ to, label }) => (
        <li key={to}>
          <NavLink to={to} end={to === '/'} className={linkClassName}>
            {t(label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
