import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PasswordSchema } from '@shuruaat/contract';
import { Button, ButtonLink } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { emailLinksApi } from '../email-links-api';
import { useSubmit } from '../use-submit';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const [state, run] = useSubmit();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PasswordSchema.safeParse(password);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    void run(() => emailLinksApi.resetPassword(token, parsed.data));
  };

  const footer = (
    <>
      Link not working?{' '}
      <Link to="/forgot-password" className="font-semibold text-indigo-800 underline">
        Ask for a new one
      </Link>
    </>
  );
  return (
    <AuthCard
      title="Set a new password"
      subtitle="Choose a password of at least 8 characters. Every device signed in with the old one will be signed out."
      footer={footer}
    >
      {state.done ? (
        <div className="space-y-5">
          <p
            role="status"
            className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-900"
          >
            {state.done}
          </p>
          <ButtonLink to="/login" size="lg" className="w-full">
            Log in
          </ButtonLink>
        </div>
      ) : token === '' ? (
        <FormAlert message="This link is missing its code. Open the link from the email again, or ask for a new one." />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <FormAlert message={state.error} />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={invalid}
          />
          <Button type="submit" size="lg" className="w-full" disabled={state.busy}>
            {state.busy ? 'Saving…' : 'Save new password'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
