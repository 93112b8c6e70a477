import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useFetcher } from 'react-router';
import { ForgotPasswordBodySchema } from '@shuruaat/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { fieldIn } from '@/lib/form-failure';
import { useActionFailure } from '@/lib/use-action-failure';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { forgotPasswordAction } from '../loaders';
import { authCatalogue } from '../locales/catalogue';

const fieldOf = fieldIn(['email']);

function ForgotPasswordPage() {
  const fetcher = useFetcher<typeof forgotPasswordAction>();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ForgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  const answer = fetcher.data;
  const formMessage = useActionFailure(answer, setError, fieldOf);
  const isBusy = fetcher.state !== 'idle';

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
      {answer?.ok ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-900"
        >
          {answer.data.message}
        </p>
      ) : (
        <form
          onSubmit={handleSubmit((values) =>
            fetcher.submit(values, { method: 'post', encType: 'application/json' }),
          )}
          noValidate
          className="space-y-5"
        >
          <FormAlert message={formMessage} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
            {isBusy ? 'Sending…' : 'Send me a link'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

export const forgotPasswordRoute = {
  // The sign-in frame's words (AuthCard, Google button): features/auth/locales.
  catalogue: authCatalogue,
  Component: ForgotPasswordPage,
  action: forgotPasswordAction,
};
