import { Link } from 'react-router';

/** The clickwrap beside "Create account": creating the account under it is the consent recorded. */
export function ConsentNote() {
  return (
    <p className="text-sm text-slate-700">
      Shuruaat uses your name, email and what you add to your profile to run your account and, when
      you apply, to share your application with that employer. By creating an account you agree to
      the{' '}
      <Link to="/privacy-policy" className="font-semibold text-indigo-800 underline">
        privacy notice
      </Link>{' '}
      and{' '}
      <Link to="/terms-and-privacy" className="font-semibold text-indigo-800 underline">
        terms
      </Link>
      . You can withdraw consent, download your data or delete your account at any time.
    </p>
  );
}
