import { zodResolver } from '@hookform/resolvers/zod';
import {
  ClaimReferralBodySchema,
  REFERRAL_CLAIM_DAYS,
  REFERRAL_MESSAGES,
} from '@shuruaat/contract';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useAppDispatch } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';
import { claimReferral } from '../slice';

/** For a new account that signed up without the link: credit the friend who invited them. */
export function ClaimForm() {
  const dispatch = useAppDispatch();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(ClaimReferralBodySchema),
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async ({ code }) => {
    const result = await dispatch(claimReferral(code));
    if (claimReferral.fulfilled.match(result)) toast.success(REFERRAL_MESSAGES.claimed);
    else setError('code', { message: result.payload?.message ?? REFERRAL_MESSAGES.claim });
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-indigo-950">Did a friend invite you?</h2>
      <p className="mt-1 text-sm text-slate-700">
        If you signed up without their link, enter their code within {REFERRAL_CLAIM_DAYS} days of
        signing up and they will be credited.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          label="Friend’s referral code"
          autoCapitalize="characters"
          error={formState.errors.code?.message}
          className="flex-1"
          {...register('code')}
        />
        <Button
          type="submit"
          variant="outline"
          className="sm:mt-7"
          disabled={formState.isSubmitting}
        >
          Add code
        </Button>
      </div>
    </form>
  );
}
