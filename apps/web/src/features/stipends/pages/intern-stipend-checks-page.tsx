import type { StipendAnswer, StipendCheck } from '@shuruaat/contract';
import { useLoaderData } from 'react-router';
import { toast } from '@/lib/toast';
import { useActionCall } from '@/lib/use-action-call';
import { useLoadedView } from '@/lib/use-loaded-view';
import { useMorePages } from '@/lib/use-more-pages';
import { internChecksAction, internChecksLoader, readMoreInternChecks } from '../loaders';
import { StipendAnswerForm } from '../components/stipend-answer-form';
import { StipendCheckFacts } from '../components/stipend-check-facts';
import { StipendCheckList } from '../components/stipend-check-list';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { stipendsCatalogue } from '../locales/catalogue';

/** /user/dashboard/stipend-checks: the intern's "Were you paid as listed?" questions. */
function InternStipendChecksPage() {
  const t = useT();
  const { checks } = useLoaderData<typeof internChecksLoader>();
  const { view, retry } = useLoadedView(checks);
  const first = checks.ok ? checks.data : null;
  const more = useMorePages(first?.nextCursor ?? null, readMoreInternChecks, { firstPage: first });
  const { call, isBusy } = useActionCall<typeof internChecksAction>();

  const answer = async (check: StipendCheck, value: StipendAnswer, note: string) => {
    const result = await call({ id: check._id, answer: value, ...(note.trim() ? { note } : {}) });
    if (!result.ok) return result.failure.message;
    more.updateItems((items) =>
      items.map((item) => (item._id === check._id ? result.data.stipendCheck : item)),
    );
    toast.success(localizeServerMessage(result.data.message));
    return null;
  };

  return (
    <section aria-labelledby="stipend-heading" className="space-y-6">
      <div>
        <h1 id="stipend-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          {t('stipends.intern.title')}
        </h1>
        <p className="mt-2 max-w-3xl text-slate-700">{t('stipends.intern.intro')}</p>
      </div>
      <StipendCheckList
        view={view}
        more={more}
        retry={retry}
        empty={
          <>
            <p className="font-medium text-slate-900">{t('stipends.intern.empty')}</p>
            <p className="mt-1 text-slate-700">{t('stipends.intern.emptyDetail')}</p>
          </>
        }
      >
        {(check) => (
          <>
            <StipendCheckFacts check={check} showIntern={false} />
            {check.answer ? null : (
              <StipendAnswerForm
                isBusy={isBusy}
                onSend={(value, note) => answer(check, value, note)}
              />
            )}
          </>
        )}
      </StipendCheckList>
    </section>
  );
}

export const internStipendChecksRoute = {
  catalogue: stipendsCatalogue,
  Component: InternStipendChecksPage,
  loader: internChecksLoader,
  action: internChecksAction,
};
