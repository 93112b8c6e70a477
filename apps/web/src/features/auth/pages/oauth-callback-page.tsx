import { dashboardPathFor, safeLocalPath, type SignupRole, type User } from '@shuruaat/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { Spinner } from '@/components/ui/spinner';
import { useAppDispatch } from '@/lib/redux-hooks';
import { useForm } from 'react-hook-form';
import { AgeQuestion, type AgeGroup } from '../components/age-question';
import { AuthCard } from '../components/auth-card';
import { ConsentNote } from '../components/consent-note';
import { noticeLanguageOf } from '../notice-language';
import { useTranslator } from '@/lib/i18n/translate';
import { RoleCards } from '../components/role-choice';
import { useActionCall } from '@/lib/use-action-call';
import { oauthCallbackAction } from '../loaders';
import { setCredentials } from '../slice';
import { authCatalogue } from '../locales/catalogue';

type Step =
  | { kind: 'working' }
  | { kind: 'choose'; email: string; name: string }
  | { kind: 'failed'; message: string };

/**
 * /oauth/callback: Google sends the browser here with a code. The page hands the query to the
 * server, then signs in, asks a new person how they will use Shuruaat, or returns to the page
 * that asked for a Google check.
 */
function OAuthCallbackPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { language } = useTranslator();
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<Step>({ kind: 'working' });
  const [role, setRole] = useState<SignupRole>('candidate');
  const [ageGroup, setAgeGroup] = useState<AgeGroup | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isCreating, setCreating] = useState(false);
  const { call } = useActionCall<typeof oauthCallbackAction>();
  const ageForm = useForm<{ dateOfBirth?: string; guardianEmail?: string }>();
  // A code works once: the development double effect must not send it twice.
  const sent = useRef(false);

  function signedIn(user: User, token: string, returnTo: string) {
    dispatch(setCredentials({ user, token }));
    void navigate(safeLocalPath(returnTo) ?? dashboardPathFor(user.role), { replace: true });
  }

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void call({ intent: 'callback', search: location.search }).then((answer) => {
      if (!answer.ok) return setStep({ kind: 'failed', message: answer.failure.message });
      const outcome = answer.data;
      if ('outcome' in outcome) {
        if (outcome.outcome === 'signed_in')
          signedIn(outcome.user, outcome.token, outcome.returnTo);
        else if (outcome.outcome === 'choose_role') setStep({ kind: 'choose', ...outcome });
        else
          void navigate(safeLocalPath(outcome.returnTo) ?? '/', {
            replace: true,
            state: { googleChecked: true },
          });
      }
    });
    // Runs once for the query Google sent; signedIn and navigate are stable enough for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function create(event: FormEvent) {
    event.preventDefault();
    if (role === 'candidate' && !ageGroup)
      return setProblem('Tell us whether you are 18 or older.');
    const { dateOfBirth, guardianEmail } = ageForm.getValues();
    const age =
      role === 'candidate' && ageGroup === 'minor'
        ? {
            under18: true as const,
            ...(guardianEmail ? { guardianEmail } : {}),
            ...(dateOfBirth ? { dateOfBirth } : {}),
          }
        : {};
    setCreating(true);
    setProblem(null);
    const answer = await call({
      intent: 'complete',
      account: { role, privacyConsent: true, ...noticeLanguageOf(language), ...age },
    });
    setCreating(false);
    // The flow survives a wrong answer: say it beside the form so it can be corrected.
    if (!answer.ok) return setProblem(answer.failure.message);
    if ('user' in answer.data) signedIn(answer.data.user, answer.data.token, answer.data.returnTo);
  }

  if (step.kind === 'working') {
    return (
      <div className="py-16" role="status" aria-label="Signing you in with Google">
        <PageLoader />
      </div>
    );
  }
  if (step.kind === 'failed') {
    return (
      <AuthCard title="Google sign-in" subtitle="That did not work." footer={<BackLinks />}>
        <Alert>{step.message}</Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="One more step"
      subtitle={`Signed in with Google as ${step.email}. How will you use Shuruaat?`}
      footer={<BackLinks />}
    >
      <form onSubmit={(event) => void create(event)} className="space-y-5">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800">
            Welcome, {step.name}. Choose one:
          </legend>
          <RoleCards
            input={(option) => ({
              name: 'role',
              checked: role === option,
              onChange: () => setRole(option),
            })}
          />
        </fieldset>
        {role === 'candidate' ? (
          <AgeQuestion
            value={ageGroup}
            onChange={(group) => {
              setAgeGroup(group);
              setProblem(null);
            }}
            error={undefined}
            birthDate={ageForm.register('dateOfBirth')}
            birthDateError={undefined}
            guardianEmail={ageForm.register('guardianEmail')}
            guardianEmailError={undefined}
          />
        ) : null}
        <ConsentNote language={language} />
        {problem ? <Alert>{problem}</Alert> : null}
        <Button type="submit" size="lg" className="w-full" disabled={isCreating}>
          {isCreating ? <Spinner className="size-5 text-indigo-950" /> : null}
          {isCreating ? 'Creating your account…' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}

function BackLinks() {
  return (
    <>
      <Link to="/login" className="font-semibold text-indigo-800 underline">
        Back to log in
      </Link>{' '}
      ·{' '}
      <Link to="/signup" className="font-semibold text-indigo-800 underline">
        Sign up with your email
      </Link>
    </>
  );
}

export const oauthCallbackRoute = {
  // The sign-in frame's words (AuthCard, Google button): features/auth/locales.
  catalogue: authCatalogue,
  Component: OAuthCallbackPage,
  action: oauthCallbackAction,
};
