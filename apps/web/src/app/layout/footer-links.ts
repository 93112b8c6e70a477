/** The footer's columns (docs/product-spec.md §2). Paths are spelled as the product spells them. */
export const FOOTER_COLUMNS = [
  {
    title: 'Programs',
    links: [
      { to: '/free-internships', label: 'Free internships' },
      { to: '/Standard-Program', label: 'Standard program' },
      { to: '/premium-program', label: 'Premium program' },
      { to: '/corporate-traning', label: 'Corporate training' },
    ],
  },
  {
    title: 'Tools',
    links: [
      { to: '/tools/typing-test', label: 'Typing test' },
      { to: '/project-portfolio', label: 'Project portfolio' },
      { to: '/Career-guidence', label: 'Career guidance' },
      { to: '/success-stories', label: 'Success stories' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about-us', label: 'About us' },
      { to: '/out-teams', label: 'Our team' },
      { to: '/careers', label: 'Careers' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/help', label: 'Help centre' },
      { to: '/Faqs', label: 'FAQs' },
      { to: '/privacy-policy', label: 'Privacy policy' },
      { to: '/terms-and-privacy', label: 'Terms and privacy' },
    ],
  },
] as const;

export const LEGAL_PLACEHOLDERS = ['Privacy Policy', 'Terms of Service', 'Cookie Policy'] as const;
