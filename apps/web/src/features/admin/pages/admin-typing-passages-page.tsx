import type { TypingLanguage, TypingPassage } from '@shuruaat/contract';
import { useFetcher, useLoaderData, useSearchParams } from 'react-router';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { SelectField } from '@/components/ui/select-field';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { useLoadedView } from '@/lib/use-loaded-view';
import { AdminPage, Badge, EmptyState } from '../components/admin-page';
import { PassageForm } from '../components/passage-form';
import { passagesAction, passagesLoader } from '../typing-loaders';
import { adminCatalogue } from '../locales/catalogue';

const LANGUAGE_NAMES: Record<TypingLanguage, string> = {
  en: 'admin.typing.english',
  hi: 'admin.typing.hindi',
};
const DIFFICULTY_NAMES: Record<string, string> = {
  easy: 'admin.typing.difficulty.easy',
  medium: 'admin.typing.difficulty.medium',
  hard: 'admin.typing.difficulty.hard',
};

function PassageItem({ passage }: { passage: TypingPassage }) {
  const t = useT();
  const difficulty = DIFFICULTY_NAMES[passage.difficulty];
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 lang={passage.language} className="font-semibold text-indigo-950">
          {passage.title}
        </h3>
        <Badge tone="indigo">{t(LANGUAGE_NAMES[passage.language])}</Badge>
        <Badge>{difficulty ? t(difficulty) : passage.difficulty}</Badge>
      </div>
      <p lang={passage.language} className="mt-2 line-clamp-2 text-sm text-slate-700">
        {passage.body}
      </p>
      <p className="mt-2 text-xs text-slate-600">
        {t('admin.typing.words', { count: passage.wordCount })} · {passage.topics.join(', ')} ·{' '}
        {passage.source}
      </p>
    </li>
  );
}

/** /admin/dashboard/typing-passages: the passages tests are typed from, and adding one. */
function AdminTypingPassagesPage() {
  const { language, passages } = useLoaderData<typeof passagesLoader>();
  const { view, retry } = useLoadedView(passages);
  const [, setParams] = useSearchParams();
  const fetcher = useFetcher<typeof passagesAction>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const items = view.status === 'ready' ? view.data : [];
  const t = useT();

  return (
    <AdminPage title={t('admin.typing.passagesTitle')} intro={t('admin.typing.passagesIntro')}>
      {answer?.ok ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800"
        >
          {localizeServerMessage(answer.data.message)}
        </p>
      ) : null}
      <PassageForm
        saving={fetcher.state !== 'idle'}
        answer={answer}
        onSave={(body) =>
          void fetcher.submit(body, { method: 'post', encType: 'application/json' })
        }
      />
      <section aria-labelledby="passages-heading" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="passages-heading" className="text-lg font-bold text-indigo-950">
            {t('admin.typing.passageCount', { count: items.length })}
          </h2>
          <SelectField
            label={t('admin.typing.language')}
            value={language}
            className="w-48"
            onChange={(e) => {
              const next = e.target.value as TypingLanguage | '';
              setParams(next ? { language: next } : {}, { replace: true });
            }}
            options={[
              { value: '', label: t('admin.typing.bothLanguages') },
              { value: 'hi', label: t('admin.typing.hindi') },
              { value: 'en', label: t('admin.typing.english') },
            ]}
          />
        </div>
        {view.status === 'failed' ? (
          <LoadFailed message={localizeServerMessage(view.message)} onRetry={retry} />
        ) : view.status === 'loading' ? (
          <PageLoader />
        ) : items.length === 0 ? (
          <EmptyState>{t('admin.typing.noPassages')}</EmptyState>
        ) : (
          <ul className="space-y-3">
            {items.map((passage) => (
              <PassageItem key={passage._id} passage={passage} />
            ))}
          </ul>
        )}
      </section>
    </AdminPage>
  );
}

export const adminTypingPassagesRoute = {
  Component: AdminTypingPassagesPage,
  loader: passagesLoader,
  action: passagesAction,
  catalogue: adminCatalogue,
};
