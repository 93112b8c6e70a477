/** The navigation bar's links (spec §2), in order. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/jobs', label: 'Jobs' },
  { to: '/tools', label: 'Tools' },
  { to: '/blogs', label: 'Blogs' },
] as const;
