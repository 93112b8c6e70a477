import { Link, useParams } from 'react-router';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { useFetchEffect } from '@/lib/fetch-effect';
import { useAppDispatch, useAppSelector } from '@/lib/redux-hooks';
import type { RootState } from '@/lib/store-types';
import { fetchRetest, initialTypingState } from '../slice';
import { TypingTestScreen } from './typing-test-page';

const selectRetest = (state: RootState) => (state.typing ?? initialTypingState).retest;
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
export function TypingRetestPage() {
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { data, status, error } = useAppSelector(selectRetest);
  const isCandidate = user?.role === 'candidate';
  const load = () => {
    if (isCandidate && data?.token !== token) void dispatch(fetchRetest(token));
  };
  useFetchEffect(load, [dispatch, token, isCandidate]);

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
  if (status === 'missing') {
    return (
      <Notice title="Retest link not found">
        <p>This retest link does not exist, or it was sent to another candidate.</p>
      </Notice>
    );
  }
  if (status === 'failed') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadFailed message={error ?? 'Failed to load this retest link'} onRetry={load} />
      </div>
    );
  }
  if (!data || data.token !== token) return <PageLoader />;
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
  return <TypingTestScreen slug={undefined} retest={data} />;
}
