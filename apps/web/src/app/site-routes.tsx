import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type Load = () => Promise<ComponentType>;

const lazyPage = (load: Load) => ({ lazy: async () => ({ Component: await load() }) });

/** A page with a form or a live list, fetched together with the state it dispatches to. */
const formPage = (load: Load) => ({
  lazy: async () => {
    const [{ addSiteState }, Component] = await Promise.all([import('./site-state'), load()]);
    addSiteState();
    return { Component };
  },
});

/**
 * The public information pages (docs/product-spec.md §2 and its footer), spelled as the spec
 * spells them. Each is its own chunk; SITE_PAGES lists them with their titles.
 */
export const SITE_ROUTES: RouteObject[] = [
  {
    path: 'about-us',
    ...lazyPage(() => import('@/features/site/pages/about-page').then((m) => m.AboutPage)),
  },
  {
    path: 'out-teams',
    ...lazyPage(() => import('@/features/site/pages/team-page').then((m) => m.TeamPage)),
  },
  {
    path: 'contact',
    ...formPage(() => import('@/features/site/pages/contact-page').then((m) => m.ContactPage)),
  },
  {
    path: 'free-internships',
    ...lazyPage(() =>
      import('@/features/site/pages/free-internships-page').then((m) => m.FreeInternshipsPage),
    ),
  },
  {
    path: 'Standard-Program',
    ...lazyPage(() =>
      import('@/features/site/pages/program-page').then((m) => m.StandardProgramPage),
    ),
  },
  {
    path: 'premium-program',
    ...lazyPage(() =>
      import('@/features/site/pages/program-page').then((m) => m.PremiumProgramPage),
    ),
  },
  {
    path: 'corporate-traning',
    ...formPage(() =>
      import('@/features/site/pages/corporate-training-page').then((m) => m.CorporateTrainingPage),
    ),
  },
  {
    path: 'apply',
    ...formPage(() => import('@/features/site/pages/apply-page').then((m) => m.ApplyPage)),
  },
  {
    path: 'services/web',
    ...formPage(() => import('@/features/site/pages/service-page').then((m) => m.WebServicePage)),
  },
  {
    path: 'services/design',
    ...formPage(() =>
      import('@/features/site/pages/service-page').then((m) => m.DesignServicePage),
    ),
  },
  {
    path: 'careers',
    ...lazyPage(() => import('@/features/site/pages/careers-page').then((m) => m.CareersPage)),
  },
  {
    path: 'careers/openings',
    ...formPage(() => import('@/features/site/pages/openings-page').then((m) => m.OpeningsPage)),
  },
  {
    path: 'tools',
    ...lazyPage(() => import('@/features/site/pages/tools-page').then((m) => m.ToolsPage)),
  },
  {
    path: 'Career-guidence',
    ...lazyPage(() =>
      import('@/features/site/pages/career-guidance-page').then((m) => m.CareerGuidancePage),
    ),
  },
  {
    path: 'help',
    ...lazyPage(() => import('@/features/site/pages/help-page').then((m) => m.HelpPage)),
  },
  {
    path: 'Faqs',
    ...lazyPage(() => import('@/features/site/pages/faqs-page').then((m) => m.FaqsPage)),
  },
  {
    path: 'privacy-policy',
    ...lazyPage(() => import('@/features/site/pages/legal-pages').then((m) => m.PrivacyPage)),
  },
  {
    path: 'terms-and-privacy',
    ...lazyPage(() => import('@/features/site/pages/legal-pages').then((m) => m.TermsPage)),
  },
];
