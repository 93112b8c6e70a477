import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/translate';

/** `label`: a message id for a name that is not a brand, said in the page's language. */
type Social = { name: string; label?: string; href?: string; icon: ReactNode };

// Only LinkedIn exists today. The others are shown but marked unavailable rather than linking
// to "#", so keyboard users are not sent to tab stops that go nowhere.
const SOCIALS: Social[] = [
  {
    name: 'Facebook',
    icon: (
      <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H17l.5-4h-4V8.8c0-.5.2-.8.5-.8z" />
    ),
  },
  {
    name: 'Twitter',
    icon: <path d="M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.2L20.5 20H16l-4.4-6.1L6.3 20H3.6l6.7-7.7z" />,
  },
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/company/shuruaat',
    icon: (
      <path d="M4 9h4v11H4zM6 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h3.8v1.6c.6-1 1.9-1.9 3.7-1.9 3.4 0 4.5 2 4.5 5.3V20h-4v-5.2c0-1.4-.3-2.7-2-2.7s-2 1.2-2 2.6V20h-4z" />
    ),
  },
  {
    name: 'GitHub',
    icon: (
      <path d="M8.5 7 3 12l5.5 5 1.4-1.5L6 12l3.9-3.5zm7 0-1.4 1.5L18 12l-3.9 3.5 1.4 1.5L21 12z" />
    ),
  },
  {
    name: 'Email',
    label: 'app.social.email',
    icon: <path d="M3 5h18v14H3zm2 2v.5l7 4.5 7-4.5V7zm0 2.9V17h14V9.9l-7 4.5z" />,
  },
];

const iconBox = 'flex size-10 items-center justify-center rounded-full';

export function SocialLinks() {
  const t = useT();
  return (
    <ul className="flex gap-2" aria-label={t('app.social.label')}>
      {SOCIALS.map(({ name, label, href, icon }) => {
        // The name is hidden text rather than aria-label so it never collides with form labels.
        const svg = (
          <>
            <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
              {icon}
            </svg>
            <span className="sr-only">{label ? t(label) : name}</span>
          </>
        );
        return (
          <li key={name}>
            {href ? (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className={`${iconBox} bg-white/10 text-white hover:bg-saffron-400 hover:text-indigo-950`}
              >
                {svg}
              </a>
            ) : (
              <span
                role="link"
                aria-disabled="true"
                className={`${iconBox} bg-white/5 text-indigo-300`}
              >
                {svg}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
