import type { PassageBody, TypingLanguage, TypingPassage } from '@shuruaat/contract';
import { useEffect } from 'react';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { SelectField } from '@/components/ui/select-field';
import { useAppDispatch } from '@/lib/redux-hooks';
import { AdminPage, Badge, EmptyState } from '../components/admin-page';
import { PassageForm } from '../components/passage-form';
import { useAdminTyping } from '../hooks';
import { addPassage, clearPassageForm, fetchAdminPassages } from '../typing-slice';

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
        {passage.wordCount} words · {passage.topics.join(', ')} · {passage.source}
      </p>
    </li>
  );
}

/** /admin/dashboard/typing-passages: the passages tests are typed from, and adding one. */
export function AdminTypingPassagesPage() {
  const dispatch = useAppDispatch();
  const state = useAdminTyping();
  useEffect(() => {
    dispatch(clearPassageForm());
    void dispatch(fetchAdminPassages(state.language));
    // Loads once on arrival; later loads follow the language filter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  const save = async (body: PassageBody) => {
    const outcome = await dispatch(addPassage(body));
    return addPassage.fulfilled.match(outcome);
  };

  return (
    <AdminPage
      title="Typing passages"
      intro="The texts typing tests are copied from. A test chains passages of its language in turn, so a new passage is used from the next test on."
    >
      {state.savedMessage ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800"
        >
          {state.savedMessage}
        </p>
      ) : null}
      <PassageForm saving={state.saving} error={state.saveError} onSave={save} />
      <section aria-labelledby="passages-heading" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="passages-heading" className="text-lg font-bold text-indigo-950">
            {state.passages.length} passages
          </h2>
          <SelectField
            label="Language"
            value={state.language}
            className="w-48"
            onChange={(e) =>
              void dispatch(fetchAdminPassages(e.target.value as TypingLanguage | ''))
            }
            options={[
              { value: '', label: 'Both languages' },
              { value: 'hi', label: 'Hindi' },
              { value: 'en', label: 'English' },
            ]}
          />
        </div>
        {state.loadError ? (
          <LoadFailed
            message={state.loadError}
            onRetry={() => void dispatch(fetchAdminPassages(state.language))}
          />
        ) : state.loading && state.passages.length === 0 ? (
          <PageLoader />
        ) : state.passages.length === 0 ? (
          <EmptyState>No passages in this language yet. Add one above.</EmptyState>
        ) : (
          <ul className="space-y-3">
            {state.passages.map((passage) => (
              <PassageItem key={passage._id} passage={passage} />
            ))}
          </ul>
        )}
      </section>
    </AdminPage>
  );
}
