import { useLocation } from 'react-router';
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, RegisterBodySchema, type SignupRole } from '@shuruaat/contract';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { forgetReferral, referralIn, storedReferral } from '@/lib/referral-capture';
import { useAppDispatch } from '@/lib/redux-hooks';
import { useAuth } from '../hooks';
import { registerUser } from '../thunks';
import { fieldIn, placeFieldErrors } from '@/lib/form-failure';
import { AgeQuestion, type AgeGroup } from './age-question';
import { ConsentNote } from './consent-note';
import { noticeLanguageOf } from '../notice-language';
import { FormAlert } from './form-alert';
import { RoleChoice } from './role-choice';
import { useTranslator } from '@/lib/i18n/translate';

const FIELDS = ['name', 'email', 'password', 'role', 'dateOfBirth', 'guardianEmail'] as const;

export function SignupForm({ initialRole }: { initialRole: SignupRole }) {
  const { t, language } = useTranslator();
  const dispatch = useAppDispatch();
  // Read once: this page's own ?ref= first (the layout keeps codes for the tab, but loads the
  // code that does so only once a link carries one), else one kept from an earlier page.
  const { search } = useLocation();
  const [referralCode] = useState(() => referralIn(search) ?? storedReferral());
  const { loading, error } = useAuth();
  const [ageGroup, setAgeGroup] = useState<AgeGroup | null>(null);
  const [ageError, setAgeError] = useState<string | undefined>(undefined);
  const { register, handleSubmit, setError, formState, control } = useForm({
    resolver: zodResolver(RegisterBodySchema),
    defaultValues: { name: '', email: '', password: '', role: initialRole },
  });
  const { errors, isSubmitting } = formState;
  const isCandidate = useWatch({ control, name: 'role' }) === 'candidate';

  const onSubmit = handleSubmit(async ({ dateOfBirth, guardianEmail, ...values }) => {
    if (isCandidate && !ageGroup) return setAgeError(t('auth.signup.ageNeeded'));
    const age =
      isCandidate && ageGroup === 'minor'
        ? { under18: true as const, guardianEmail, ...(dateOfBirth ? { dateOfBirth } : {}) }
        : {};
    // Creating the account under the notice shown above is the consent it records, in the
    // language it was shown in (English when left out).
    const body = {
      ...values,
      ...age,
      privacyConsent: true as const,
      ...noticeLanguageOf(language),
    };
    const result = await dispatch(registerUser(referralCode ? { ...body, referralCode } : body));
    if (registerUser.rejected.match(result))
      placeFieldErrors(result.payload, setError, fieldIn(FIELDS));
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
        label={t('auth.fullName')}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
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
        autoComplete="new-password"
        hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={errors.password?.message}
        {...register('password')}
      />
      {isCandidate ? (
        <AgeQuestion
          value={ageGroup}
          onChange={(group) => {
            setAgeGroup(group);
            setAgeError(undefined);
          }}
          error={ageError}
          birthDate={register('dateOfBirth', { setValueAs: (v: string) => v || undefined })}
          birthDateError={errors.dateOfBirth?.message}
          guardianEmail={register('guardianEmail', { setValueAs: (v: string) => v || undefined })}
          guardianEmailError={errors.guardianEmail?.message}
        />
      ) : null}
      <ConsentNote language={language} />
      <Button type="submit" size="lg" className="w-full" disabled={loading || isSubmitting}>
        {loading ? <Spinner className="size-5 text-indigo-950" /> : null}
        {loading ? t('auth.signup.submitting') : t('auth.signup.submit')}
      </Button>
    </form>
  );
}
