import { Link, useLocation } from 'react-router';
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, RegisterBodySchema, type SignupRole } from '@shuruaat/contract';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { forgetReferral, referralIn, storedReferral } from '@/lib/referral-capture';
import { useAppDispatch } from '@/lib/redux-hooks';
import { useAuth } from '../hooks';
import { registerUser } from '../thunks';
import { reportFailure } from '../use-auth-submit';
import { FormAlert } from './form-alert';
import { RoleChoice } from './role-choice';

const FIELDS = ['name', 'email', 'password', 'role'] as const;

export function SignupForm({ initialRole }: { initialRole: SignupRole }) {
  const dispatch = useAppDispatch();
  // Read once: this page's own ?ref= first (the layout keeps codes for the tab, but loads the
  // code that does so only once a link carries one), else one kept from an earlier page.
  const { search } = useLocation();
  const [referralCode] = useState(() => referralIn(search) ?? storedReferral());
  const { loading, error } = useAuth();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(RegisterBodySchema),
    defaultValues: { name: '', email: '', password: '', role: initialRole },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    // Creating the account under the notice shown above is the consent it records.
    const body = { ...values, privacyConsent: true as const };
    const result = await dispatch(registerUser(referralCode ? { ...body, referralCode } : body));
    if (registerUser.rejected.match(result)) reportFailure(result.payload, FIELDS, setError);
    else forgetReferral();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={error} />
      {referralCode ? (
        <p className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          Invited by a friend: referral code <strong>{referralCode}</strong> will be credited to
          them when you create your account.
        </p>
      ) : null}
      <RoleChoice field={register('role')} error={errors.role?.message} />
      <TextField
        label="Full name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="text-sm text-slate-700">
        Shuruaat uses your name, email and what you add to your profile to run your account and,
        when you apply, to share your application with that employer. By creating an account you
        agree to the{' '}
        <Link to="/privacy-policy" className="font-semibold text-indigo-800 underline">
          privacy notice
        </Link>{' '}
        and{' '}
        <Link to="/terms-and-privacy" className="font-semibold text-indigo-800 underline">
          terms
        </Link>
        . You can withdraw consent, download your data or delete your account at any time.
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={loading || isSubmitting}>
        {loading ? <Spinner className="size-5 text-indigo-950" /> : null}
        {loading ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  );
}
