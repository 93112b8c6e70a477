import { useLoaderData } from 'react-router';
import { useLoadedView } from '@/lib/use-loaded-view';
import { useMorePages } from '@/lib/use-more-pages';
import { adminChecksLoader, readMoreAdminChecks } from '../loaders';
import { StipendCheckFacts } from '../components/stipend-check-facts';
import { StipendCheckList } from '../components/stipend-check-list';
import { useT } from '@/lib/i18n/translate';
import { stipendsCatalogue } from '../locales/catalogue';

/** /admin/dashboard/stipend-checks: the queue of "partly" and "no" answers. */
function AdminStipendChecksPage() {
  const t = useT();
  const { checks } = useLoaderData<typeof adminChecksLoader>();
  const { view, retry } = useLoadedView(checks);
  const first = checks.ok ? checks.data : null;
  const more = useMorePages(first?.nextCursor ?? null, readMoreAdminChecks, { firstPage: first });
  return (
    <section aria-labelledby="unpaid-heading" className="space-y-6">
      <div>
        <h1 id="unpaid-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          {t('stipends.admin.title')}
        </h1>
        <p className="mt-2 max-w-3xl text-slate-700">{t('stipends.admin.intro')}</p>
      </div>
      <StipendCheckList
        view={view}
        more={more}
        retry={retry}
        empty={<p className="font-medium text-slate-900">{t('stipends.admin.empty')}</p>}
      >
        {(check) => (
          <div className="grid gap-4 lg:grid-cols-2">
            <StipendCheckFacts check={check} showIntern />
            <div className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="font-medium text-slate-900">{t('stipends.companyResponse')}</p>
              <p className="mt-1 break-words whitespace-pre-line text-slate-800">
                {check.employerResponse ?? t('stipends.noResponse')}
              </p>
            </div>
          </div>
        )}
      </StipendCheckList>
    </section>
  );
}

export const adminStipendChecksRoute = {
  catalogue: stipendsCatalogue,
  Component: AdminStipendChecksPage,
  loader: adminChecksLoader,
};
