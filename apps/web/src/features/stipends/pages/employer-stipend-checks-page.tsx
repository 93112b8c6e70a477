import type { StipendCheck } from '@shuruaat/contract';
import { useLoaderData } from 'react-router';
import { toast } from '@/lib/toast';
import { useActionCall } from '@/lib/use-action-call';
import { useLoadedView } from '@/lib/use-loaded-view';
import { useMorePages } from '@/lib/use-more-pages';
import { employerChecksAction, employerChecksLoader, readMoreEmployerChecks } from '../loaders';
import { StipendCheckFacts } from '../components/stipend-check-facts';
import { StipendCheckList } from '../components/stipend-check-list';
import { StipendResponseForm } from '../components/stipend-response-form';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { stipendsCatalogue } from '../locales/catalogue';

/** /employer/dashboard/stipend-checks: "partly" and "no" answers, and the company's response. */
function EmployerStipendChecksPage() {
  const t = useT();
  const { checks } = useLoaderData<typeof employerChecksLoader>();
  const { view, retry } = useLoadedView(checks);
  const first = checks.ok ? checks.data : null;
  const more = useMorePages(first?.nextCursor ?? null, readMoreEmployerChecks, {
    firstPage: first,
  });
  const { call, isBusy } = useActionCall<typeof employerChecksAction>();

  const respond = async (check: StipendCheck, response: string) => {
    const result = await call({ id: check._id, response });
    if (!result.ok) return result.failure.message;
    more.updateItems((items) =>
      items.map((item) => (item._id === check._id ? result.data.stipendCheck : item)),
    );
    toast.success(localizeServerMessage(result.data.message));
    return null;
  };

  return (
    <section aria-labelledby="stipend-answers-heading" className="space-y-6">
      <div>
        <h1 id="stipend-answers-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          {t('stipends.employer.title')}
        </h1>
        <p className="mt-2 max-w-3xl text-slate-700">{t('stipends.employer.intro')}</p>
      </div>
      <StipendCheckList
        view={view}
        more={more}
        retry={retry}
        empty={<p className="font-medium text-slate-900">{t('stipends.employer.empty')}</p>}
      >
        {(check) => (
          <>
            <StipendCheckFacts check={check} showIntern />
            {check.employerResponse ? (
              <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
                <p className="font-medium text-slate-900">{t('stipends.response')}</p>
                <p className="mt-1 break-words whitespace-pre-line text-slate-800">
                  {check.employerResponse}
                </p>
              </div>
            ) : (
              <StipendResponseForm
                isBusy={isBusy}
                onSend={(response) => respond(check, response)}
              />
            )}
          </>
        )}
      </StipendCheckList>
    </section>
  );
}

export const employerStipendChecksRoute = {
  catalogue: stipendsCatalogue,
  Component: EmployerStipendChecksPage,
  loader: employerChecksLoader,
  action: employerChecksAction,
};
