/**
 * The footer's columns (docs/product-spec.md §2), labels as message ids (app/locales). Paths are
 * spelled as the product spells them.
 */
export const FOOTER_COLUMNS = [
  {
    title: 'app.footer.programs',
    links: [
      { to: '/free-internships', label: 'app.footer.freeInternships' },
      { to: '/Standard-Program', label: 'app.footer.standardProgram' },
      { to: '/premium-program', label: 'app.footer.premiumProgram' },
      { to: '/corporate-traning', label: 'app.footer.corporateTraining' },
    ],
  },
  {
    title: 'app.footer.tools',
    links: [
      { to: '/tools/typing-test', label: 'app.footer.typingTest' },
      { to: '/project-portfolio', label: 'app.footer.projectPortfolio' },
      { to: '/Career-guidence', label: 'app.footer.careerGuidance' },
      { to: '/success-stories', label: 'app.footer.successStories' },
    ],
  },
  {
    title: 'app.footer.company',
    links: [
      { to: '/about-us', label: 'app.footer.aboutUs' },
      { to: '/out-teams', label: 'app.footer.ourTeam' },
      { to: '/careers', label: 'app.footer.careers' },
      { to: '/contact', label: 'app.footer.contact' },
    ],
  },
  {
    title: 'app.footer.support',
    links: [
      { to: '/help', label: 'app.footer.help' },
      { to: '/Faqs', label: 'app.footer.faqs' },
      { to: '/privacy-policy', label: 'app.footer.privacyPolicy' },
      { to: '/terms-and-privacy', label: 'app.footer.termsAndPrivacy' },
    ],
  },
] as const;

export const LEGAL_PLACEHOLDERS = [
  'app.footer.legalPrivacy',
  'app.footer.legalTerms',
  'app.footer.legalCookies',
] as const;
