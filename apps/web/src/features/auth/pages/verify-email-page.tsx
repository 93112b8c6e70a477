import { useEffect, useRef } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { dashboardPathFor } from '@shuruaat/contract';
import { ButtonLink } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { useAppSelector } from '@/lib/redux-hooks';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { verifyEmailAction } from '../loaders';
import { submitState } from '../submit-state';
import { authCatalogue } from '../locales/catalogue';

/** Opened from the sign-up email: confirms the address as soon as the page runs. */
function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const role = useAppSelector((state) => state.auth.user?.role);
  const signedIn = role !== undefined;
  const fetcher = useFetcher<typeof verifyEmailAction>();
  const state = submitState(fetcher.state !== 'idle', fetcher.data);
  const sent = useRef(false);

  // A confirmation is a write: it runs in the browser once, never during the server's render.
  useEffect(() => {
    if (sent.current || token === '') return;
    sent.current = true;
    void fetcher.submit({ token }, { method: 'post', encType: 'application/json' });
  }, [fetcher, token]);

  const next = role ? dashboardPathFor(role) : '/login';
  return (
    <AuthCard
      title="Confirm your email"
      subtitle="One click keeps your account yours: employers reach you here, and so do password resets."
      footer={<>Need help? Write to us from the Contact page.</>}
    >
      {state.done ? (
        <div className="space-y-5">
          <p
            role="status"
            className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-900"
          >
            {state.done}
          </p>
          <ButtonLink to={next} size="lg" className="w-full">
            {signedIn ? 'Go to your dashboard' : 'Log in'}
          </ButtonLink>
        </div>
      ) : state.error || token === '' ? (
        <FormAlert
          message={
            state.error ?? 'This link is missing its code. Open the link from the email again.'
          }
        />
      ) : (
        <PageLoader />
      )}
    </AuthCard>
  );
}

export const verifyEmailRoute = {
  // The sign-in frame's words (AuthCard, Google button): features/auth/locales.
  catalogue: authCatalogue,
  Component: VerifyEmailPage,
  action: verifyEmailAction,
};
