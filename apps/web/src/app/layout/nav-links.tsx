import { NavLink, type NavLinkProps } from 'react-router';

/** The navigation bar's links (docs/product-spec.md §2), in order. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/jobs', label: 'Jobs' },
  { to: '/tools', label: 'Tools' },
  { to: '/blogs', label: 'Blogs' },
] as const;

type NavLinkListProps = { className: string; linkClassName: NavLinkProps['className'] };

/** The same links in the desktop bar and the mobile menu; only their look differs. */
export function NavLinkList({ className, linkClassName }: NavLinkListProps) {
  return (
    <ul className={className}>
      {NAV_LINKS.map(({ to, label }) => (
        <li key={to}>
          <NavLink to={to} end={to === '/'} className={linkClassName}>
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
