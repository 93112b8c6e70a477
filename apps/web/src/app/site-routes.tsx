import { LANGUAGES, type Language } from '@shuruaat/contract';
import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction, RouteObject } from 'react-router';
import { documentLanguage } from '@/lib/i18n/start';
import { useTranslator } from '@/lib/i18n/translate';

/** A page's component, or its route module: the component with its loader and action. */
type PageModule =
  ComponentType | { Component: ComponentType; loader?: LoaderFunction; action?: ActionFunction };

const lazyPage = (load: () => Promise<PageModule>) => ({
  lazy: async () => {
    const page = await load();
    return 'Component' in page ? page : { Component: page };
  },
});

/**
 * A page written anew in each language (the legal texts), not translated message by message.
 * The browser fetches only its page's edition, so English readers never download the Hindi
 * text; the server, which loads every route module once for both languages, holds every edition
 * and picks the request's. A language without an edition shows the English one.
 */
const pageInLanguages = (editions: Record<Language, () => Promise<ComponentType>>) => ({
  lazy: async () => {
    const wanted = typeof document === 'undefined' ? LANGUAGES : [documentLanguage()];
    const loaded = new Map<Language, ComponentType>(
      await Promise.all(
        wanted.map(async (language) => [language, await editions[language]()] as const),
      ),
    );
    function PageInLanguage() {
      const { language } = useTranslator();
      const Page = loaded.get(language) ?? loaded.get('en');
      return Page ? <Page /> : null;
    }
    return { Component: PageInLanguage };
  },
});

const legalPages = () => import('@/features/site/pages/legal-pages');
const hindiLegalPages = () => import('@/features/site/pages/legal-pages.hi');

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
    ...lazyPage(() => import('@/features/site/pages/contact-page').then((m) => m.contactPageRoute)),
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
    ...lazyPage(() => import('@/features/site/pages/careers-page').then((m) => m.CareersPage)),
  },
  {
    path: 'careers/openings',
    ...lazyPage(() =>
      import('@/features/site/pages/openings-page').then((m) => m.openingsPageRoute),
    ),
  },
  {
    path: 'tools',
    ...lazyPage(() => import('@/features/site/pages/tools-page').then((m) => m.ToolsPage)),
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
    ...pageInLanguages({
      en: () => legalPages().then((m) => m.PrivacyPage),
      hi: () => hindiLegalPages().then((m) => m.HindiPrivacyPage),
    }),
  },
  {
    path: 'terms-and-privacy',
    ...pageInLanguages({
      en: () => legalPages().then((m) => m.TermsPage),
      hi: () => hindiLegalPages().then((m) => m.HindiTermsPage),
    }),
  },
];
