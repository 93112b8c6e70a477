import { Link, Navigate, useLocation } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { useAuth } from '../hooks';
import { redirectTarget } from '../redirect-target';
import { useFreshAuthError } from '../use-auth-submit';

export function LoginPage() {
  const { user } = useAuth();
  const location = useLocation();
  useFreshAuthError();

  // Signing in (or arriving signed in) lands back where the guard stopped, else the dashboard.
  if (user) return <Navigate to={redirectTarget(location.state, user.role)} replace />;

  const footer = (
    <>
      New to Shuruaat?{' '}
      <Link to="/signup" state={location.state} className="font-semibold text-indigo-800 underline">
        Create an account
      </Link>
    </>
  );
  return (
    <AuthCard title="Log in" subtitle="Welcome back. Pick up where you left off." footer={footer}>
      <LoginForm />
    </AuthCard>
  );
}
