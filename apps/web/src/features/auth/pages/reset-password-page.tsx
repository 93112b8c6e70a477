import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useFetcher, useSearchParams } from 'react-router';
import { ResetPasswordBodySchema } from '@shuruaat/contract';
import { Button, ButtonLink } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { fieldIn } from '@/lib/form-failure';
import { useActionFailure } from '@/lib/use-action-failure';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { resetPasswordAction } from '../loaders';
import { authCatalogue } from '../locales/catalogue';

const fieldOf = fieldIn(['password']);
// The token is the link's, not the person's to type: a bad one is the form's message.
const PasswordFormSchema = ResetPasswordBodySchema.pick({ password: true });

function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const fetcher = useFetcher<typeof resetPasswordAction>();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(PasswordFormSchema),
    defaultValues: { password: '' },
  });
  const answer = fetcher.data;
  const formMessage = useActionFailure(answer, setError, fieldOf);
  const isBusy = fetcher.state !== 'idle';

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
      {answer?.ok ? (
        <div className="space-y-5">
          <p
            role="status"
            className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-900"
          >
            {answer.data.message}
          </p>
          <ButtonLink to="/login" size="lg" className="w-full">
            Log in
          </ButtonLink>
        </div>
      ) : token === '' ? (
        <FormAlert message="This link is missing its code. Open the link from the email again, or ask for a new one." />
      ) : (
        <form
          onSubmit={handleSubmit(({ password }) =>
            fetcher.submit({ token, password }, { method: 'post', encType: 'application/json' }),
          )}
          noValidate
          className="space-y-5"
        >
          <FormAlert message={formMessage} />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
            {isBusy ? 'Saving…' : 'Save new password'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

export const resetPasswordRoute = {
  // The sign-in frame's words (AuthCard, Google button): features/auth/locales.
  catalogue: authCatalogue,
  Component: ResetPasswordPage,
  action: resetPasswordAction,
};
