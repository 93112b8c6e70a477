import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { useReferralCapture } from '@/lib/referral-capture';
import { ToastContainer } from '@/lib/toast';
import { useSitePageTitle } from '@/lib/use-site-page-title';
import { Navbar } from './navbar';
import { NavigationStatus } from './navigation-status';
import { useT } from '@/lib/i18n/translate';
import { ScrollToTop } from './scroll-to-top';
import { UntilHydrated } from './until-hydrated';

// Every page load starts at the location key "default", so keyed by it a freshly opened address
// would jump to where the previous load was scrolled; now that pages arrive rendered (decision
// 012) that position exists at once. Loads are keyed by their address instead.
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

// The footer arrives rendered and nothing in it is needed before the page is interactive, so
// its code (links, social icons) travels after the entry: hydration leaves the server's footer
// in place until it arrives. It kept the entry of `/` over its 150 KB budget.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

export function RootLayout() {
  useSitePageTitle();
  useReferralCapture();
  return (
    <UntilHydrated>
      <Page />
    </UntilHydrated>
  );
}

function Page() {
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-indigo-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('app.skipToContent')}
      </a>
      <NavigationStatus />
      <Navbar />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollToTop />
      <Suspense fallback={null}>
        <ToastContainer position="top-right" autoClose={3000} aria-label={t('app.toasts')} />
      </Suspense>
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
