import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { AccountDeletedNotice } from '../components/account-deleted-notice';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { useAuth } from '../hooks';
import { GoogleButton } from '../components/google-button';
import { redirectTarget, returnPath } from '../redirect-target';
import { useFreshAuthError } from '../use-auth-submit';

export function LoginPage() {
  const { user } = useAuth();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  useFreshAuthError();
  // "Hire From Us" arrives with ?role=employer; a new employer signing up from here stays one.
  const isHiring = searchParams.get('role') === 'employer';

  // Signing in (or arriving signed in) lands back where the guard stopped, else the dashboard.
  if (user)
    return <Navigate to={redirectTarget(location.state, user.role, location.search)} replace />;

  const footer = (
    <>
      {isHiring ? 'New employer?' : 'New to Shuruaat?'}{' '}
      <Link
        to={isHiring ? '/signup?role=employer' : '/signup'}
        state={location.state}
        className="font-semibold text-indigo-800 underline"
      >
        {isHiring ? 'Create an employer account' : 'Create an account'}
      </Link>
    </>
  );
  return (
    <AuthCard title="Log in" subtitle="Welcome back. Pick up where you left off." footer={footer}>
      <AccountDeletedNotice state={location.state} />
      <GoogleButton
        label="Continue with Google"
        returnTo={returnPath(location.state, location.search)}
        withDivider
      />
      <LoginForm />
      <p className="mt-4 text-center text-sm">
        <Link to="/forgot-password" className="font-semibold text-indigo-800 underline">
          Forgot password?
        </Link>
      </p>
    </AuthCard>
  );
}
