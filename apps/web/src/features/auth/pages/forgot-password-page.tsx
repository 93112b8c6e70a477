import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ForgotPasswordBodySchema } from '@shuruaat/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { emailLinksApi } from '../email-links-api';
import { useSubmit } from '../use-submit';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const [state, run] = useSubmit();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ForgotPasswordBodySchema.safeParse({ email });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    void run(() => emailLinksApi.forgotPassword(parsed.data.email));
  };

  const footer = (
    <>
      Remembered it?{' '}
      <Link to="/login" className="font-semibold text-indigo-800 underline">
        Log in
      </Link>
    </>
  );
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email you signed up with. We will send you a link to set a new password."
      footer={footer}
    >
      {state.done ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-900"
        >
          {state.done}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <FormAlert message={state.error} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={invalid}
          />
          <Button type="submit" size="lg" className="w-full" disabled={state.busy}>
            {state.busy ? 'Sending…' : 'Send me a link'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
