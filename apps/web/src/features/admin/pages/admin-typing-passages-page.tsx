import { countOf, type TypingLanguage, type TypingPassage } from '@shuruaat/contract';
import { useFetcher, useLoaderData, useSearchParams } from 'react-router';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { SelectField } from '@/components/ui/select-field';
import { useLoadedView } from '@/lib/use-loaded-view';
import { AdminPage, Badge, EmptyState } from '../components/admin-page';
import { PassageForm } from '../components/passage-form';
import { passagesAction, passagesLoader } from '../typing-loaders';

const LANGUAGE_NAMES: Record<TypingLanguage, string> = { en: 'English', hi: 'Hindi' };

function PassageItem({ passage }: { passage: TypingPassage }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 lang={passage.language} className="font-semibold text-indigo-950">
          {passage.title}
        </h3>
        <Badge tone="indigo">{LANGUAGE_NAMES[passage.language]}</Badge>
        <Badge>{passage.difficulty}</Badge>
      </div>
      <p lang={passage.language} className="mt-2 line-clamp-2 text-sm text-slate-700">
        {passage.body}
      </p>
      <p className="mt-2 text-xs text-slate-600">
        {countOf(passage.wordCount, 'word')} · {passage.topics.join(', ')} · {passage.source}
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

  return (
    <AdminPage
      title="Typing passages"
      intro="The texts typing tests are copied from. A test chains passages of its language in turn, so a new passage is used from the next test on."
    >
      {answer?.ok ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800"
        >
          {answer.data.message}
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
            {countOf(items.length, 'passage')}
          </h2>
          <SelectField
            label="Language"
            value={language}
            className="w-48"
            onChange={(e) => {
              const next = e.target.value as TypingLanguage | '';
              setParams(next ? { language: next } : {}, { replace: true });
            }}
            options={[
              { value: '', label: 'Both languages' },
              { value: 'hi', label: 'Hindi' },
              { value: 'en', label: 'English' },
            ]}
          />
        </div>
        {view.status === 'failed' ? (
          <LoadFailed message={view.message} onRetry={retry} />
        ) : view.status === 'loading' ? (
          <PageLoader />
        ) : items.length === 0 ? (
          <EmptyState>No passages in this language yet. Add one above.</EmptyState>
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
};
