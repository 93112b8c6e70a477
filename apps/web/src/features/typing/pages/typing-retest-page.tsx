import { Link, useLoaderData, useParams } from 'react-router';
import { LoadFailed } from '@/components/ui/load-failed';
import { useT } from '@/lib/i18n/translate';
import { PageLoader } from '@/components/ui/page-loader';
import { useAppSelector } from '@/lib/redux-hooks';
import type { RootState } from '@/lib/store-types';
import { useLoadedView } from '@/lib/use-loaded-view';
import { keepWhileTyping, typingRetestPageLoader } from '../loaders';
import { typingCatalogue } from '../locales/catalogue';
import { tagged } from '../tagged';
import { failureWords } from '../words';
import { TypingTestScreen } from './typing-test-page';

const selectUser = (state: RootState) => state.auth.user;

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-indigo-950">{title}</h1>
      <div className="mt-3 text-slate-700">{children}</div>
    </div>
  );
}

/**
 * /tools/typing-test/retest/{token}: the test an employer asked an applicant to take again, on a
 * new passage. Only the candidate it was sent to can open it, and only once.
 */
function TypingRetestPage() {
  const { token = '' } = useParams();
  const user = useAppSelector(selectUser);
  const { retest, presets } = useLoaderData<typeof typingRetestPageLoader>();
  const { view, retry } = useLoadedView(retest);
  const isCandidate = user?.role === 'candidate';
  const t = useT();

  if (!isCandidate) {
    return (
      <Notice title={t('typing.retest.signIn')}>
        <p>
          {tagged(t('typing.retest.signInText'), {
            link: (text) => (
              <Link
                to="/login"
                state={{ from: { pathname: `/tools/typing-test/retest/${token}` } }}
                className="font-semibold text-indigo-800 underline"
              >
                {text}
              </Link>
            ),
          })}
        </p>
      </Notice>
    );
  }
  if (!retest.ok && retest.failure.status === 404) {
    return (
      <Notice title={t('typing.retest.notFound')}>
        <p>{t('typing.retest.notFoundText')}</p>
      </Notice>
    );
  }
  if (view.status === 'failed') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadFailed message={failureWords(t, view.message)} onRetry={retry} />
      </div>
    );
  }
  if (view.status === 'loading') return <PageLoader />;
  const data = view.data;
  if (data.used) {
    return (
      <Notice title={t('typing.retest.used')}>
        <p>{t('typing.retest.usedText', { job: data.jobTitle })}</p>
      </Notice>
    );
  }
  return <TypingTestScreen slug={undefined} retest={data} presets={presets} />;
}

export const typingRetestPageRoute = {
  Component: TypingRetestPage,
  loader: typingRetestPageLoader,
  shouldRevalidate: keepWhileTyping,
  catalogue: typingCatalogue,
};
