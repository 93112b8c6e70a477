import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/**
 * The public information pages (docs/product-spec.md §2 and its footer), spelled as the spec
 * spells them. Each is its own chunk; SITE_PAGES lists them with their titles.
 */
export const SITE_ROUTES: RouteObject[] = [
  {
    path: 'about-us',
    ...lazyPage(() => import('@/features/site/pages/about-page').then((m) => m.aboutPageRoute)),
  },
  {
    path: 'out-teams',
    ...lazyPage(() => import('@/features/site/pages/team-page').then((m) => m.teamPageRoute)),
  },
  {
    path: 'contact',
    ...lazyPage(() => import('@/features/site/pages/contact-page').then((m) => m.contactPageRoute)),
  },
  {
    path: 'free-internships',
    ...lazyPage(() =>
      import('@/features/site/pages/free-internships-page').then((m) => m.freeInternshipsPageRoute),
    ),
  },
  {
    path: 'Standard-Program',
    ...lazyPage(() => import('@/features/site/pages/program-page').then((m) => m.programPageRoute)),
  },
  {
    path: 'premium-program',
    ...lazyPage(() => import('@/features/site/pages/program-page').then((m) => m.programPageRoute)),
  },
  {
    path: 'corporate-traning',
    ...lazyPage(() =>
      import('@/features/site/pages/corporate-training-page').then(
        (m) => m.corporateTrainingPageRoute,
      ),
    ),
  },
  {
    path: 'apply',
    ...lazyPage(() => import('@/features/site/pages/apply-page').then((m) => m.applyPageRoute)),
  },
  {
    path: 'services/web',
    ...lazyPage(() =>
      import('@/features/site/pages/service-page').then((m) => m.webServicePageRoute),
    ),
  },
  {
    path: 'services/design',
    ...lazyPage(() =>
      import('@/features/site/pages/service-page').then((m) => m.designServicePageRoute),
    ),
  },
  {
    path: 'careers',
    ...lazyPage(() => import('@/features/site/pages/careers-page').then((m) => m.careersPageRoute)),
  },
  {
    path: 'careers/openings',
    ...lazyPage(() =>
      import('@/features/site/pages/openings-page').then((m) => m.openingsPageRoute),
    ),
  },
  {
    path: 'tools',
    ...lazyPage(() => import('@/features/site/pages/tools-page').then((m) => m.toolsPageRoute)),
  },
  {
    path: 'tools/is-this-offer-real',
    ...lazyPage(() =>
      import('@/features/offer-check/pages/offer-check-page').then((m) => m.offerCheckPageRoute),
    ),
  },
  {
    path: 'Career-guidence',
    ...lazyPage(() =>
      import('@/features/site/pages/career-guidance-page').then((m) => m.careerGuidancePageRoute),
    ),
  },
  {
    path: 'help',
    ...lazyPage(() => import('@/features/site/pages/help-page').then((m) => m.helpPageRoute)),
  },
  {
    path: 'Faqs',
    ...lazyPage(() => import('@/features/site/pages/faqs-page').then((m) => m.faqsPageRoute)),
  },
  {
    path: 'privacy-policy',
    // In the page's language: /hi/privacy-policy is the Hindi notice.
    ...lazyPage(() =>
      import('@/features/site/pages/legal-route').then((m) => m.legalPage('privacy')),
    ),
  },
  {
    path: 'terms-and-privacy',
    ...lazyPage(() =>
      import('@/features/site/pages/legal-route').then((m) => m.legalPage('terms')),
    ),
  },
];
