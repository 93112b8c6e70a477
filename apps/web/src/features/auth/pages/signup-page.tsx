import type { SignupRole } from '@shuruaat/contract';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';
import { useAuth } from '../hooks';
import { GoogleButton } from '../components/google-button';
import { redirectTarget, returnPath } from '../redirect-target';
import { useFreshAuthError } from '../use-auth-submit';

export function SignupPage() {
  const { user } = useAuth();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  useFreshAuthError();

  if (user)
    return <Navigate to={redirectTarget(location.state, user.role, location.search)} replace />;

  // "Hire From Us" and the employer page link here with ?role=employer.
  const initialRole: SignupRole =
    searchParams.get('role') === 'employer' ? 'employer' : 'candidate';
  const footer = (
    <>
      Already have an account?{' '}
      <Link to="/login" state={location.state} className="font-semibold text-indigo-800 underline">
        Log in
      </Link>
    </>
  );
  return (
    <AuthCard
      title="Create your account"
      subtitle="Choose how you will use Shuruaat, then tell us who you are."
      footer={footer}
    >
      <GoogleButton
        label="Sign up with Google"
        returnTo={returnPath(location.state, location.search)}
        withDivider
      />
      <SignupForm initialRole={initialRole} />
    </AuthCard>
  );
}
