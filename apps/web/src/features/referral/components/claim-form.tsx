import { zodResolver } from '@hookform/resolvers/zod';
import { ClaimReferralBodySchema, REFERRAL_CLAIM_DAYS } from '@shuruaat/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useFetcher } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n/translate';
import { FETCHERS } from '../hooks';
import type { referAFriendPageAction } from '../loaders';

/**
 * For a new account that signed up without the link: credit the friend who invited them,
 * through the /refer-a-friend route's action. Whatever refuses it is said beside the code.
 */
export function ClaimForm() {
  const t = useT();
  const fetcher = useFetcher<typeof referAFriendPageAction>({ key: FETCHERS.claim });
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(ClaimReferralBodySchema),
    defaultValues: { code: '' },
  });
  const answer = fetcher.data;
  // Its success is toasted by the page, which stays when the form goes.
  useEffect(() => {
    if (answer && !answer.ok) setError('code', { message: answer.failure.message });
  }, [answer, setError]);

  return (
    <form
      onSubmit={handleSubmit((values) =>
        fetcher.submit(values, { method: 'post', encType: 'application/json' }),
      )}
      noValidate
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-indigo-950">{t('referral.claim.heading')}</h2>
      <p className="mt-1 text-sm text-slate-700">
        {t('referral.claim.text', { days: REFERRAL_CLAIM_DAYS })}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          label={t('referral.claim.label')}
          autoCapitalize="characters"
          error={formState.errors.code?.message}
          className="flex-1"
          {...register('code')}
        />
        <Button
          type="submit"
          variant="outline"
          className="sm:mt-7"
          disabled={fetcher.state !== 'idle'}
        >
          {t('referral.claim.submit')}
        </Button>
      </div>
    </form>
  );
}
