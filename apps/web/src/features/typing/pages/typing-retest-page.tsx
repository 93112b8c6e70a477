import { Link, useLoaderData, useParams } from 'react-router';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { useAppSelector } from '@/lib/redux-hooks';
import type { RootState } from '@/lib/store-types';
import { useLoadedView } from '@/lib/use-loaded-view';
import { keepWhileTyping, typingRetestPageLoader } from '../loaders';
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

  if (!isCandidate) {
    return (
      <Notice title="Sign in to take your retest">
        <p>
          An employer sent you this typing retest.{' '}
          <Link
            to="/login"
            state={{ from: { pathname: `/tools/typing-test/retest/${token}` } }}
            className="font-semibold text-indigo-800 underline"
          >
            Sign in as the candidate who applied
          </Link>{' '}
          to take it.
        </p>
      </Notice>
    );
  }
  if (!retest.ok && retest.failure.status === 404) {
    return (
      <Notice title="Retest link not found">
        <p>This retest link does not exist, or it was sent to another candidate.</p>
      </Notice>
    );
  }
  if (view.status === 'failed') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadFailed message={view.message} onRetry={retry} />
      </div>
    );
  }
  if (view.status === 'loading') return <PageLoader />;
  const data = view.data;
  if (data.used) {
    return (
      <Notice title="Retest already taken">
        <p>
          You have taken this retest; its result is attached to your application for {data.jobTitle}
          .
        </p>
      </Notice>
    );
  }
  return <TypingTestScreen slug={undefined} retest={data} presets={presets} />;
}

export const typingRetestPageRoute = {
  Component: TypingRetestPage,
  loader: typingRetestPageLoader,
  shouldRevalidate: keepWhileTyping,
};
