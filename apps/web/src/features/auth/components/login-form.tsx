import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBodySchema } from '@shuruaat/contract';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useAppDispatch } from '@/lib/redux-hooks';
import { useAuth } from '../hooks';
import { loginUser } from '../thunks';
import { fieldIn, placeFieldErrors } from '@/lib/form-failure';
import { FormAlert } from './form-alert';
import { useT } from '@/lib/i18n/translate';

const FIELDS = ['email', 'password'] as const;

export function LoginForm() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { loading, error } = useAuth();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    const result = await dispatch(loginUser(values));
    if (loginUser.rejected.match(result))
      placeFieldErrors(result.payload, setError, fieldIn(FIELDS));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={error} />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={loading || isSubmitting}>
        {loading ? <Spinner className="size-5 text-indigo-950" /> : null}
        {loading ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </form>
  );
}
