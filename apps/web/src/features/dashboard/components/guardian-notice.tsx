import { zodResolver } from '@hookform/resolvers/zod';
import { GuardianResendBodySchema, type AgeStatus } from '@shuruaat/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { askGuardianAgain } from '../loaders';
import { BirthDateForm } from './birth-date-form';

/**
 * A minor's account is limited until their parent or guardian agrees by email. The notice asks
 * them again (at a corrected address when the first was wrong), and lets a minor who gave no
 * date of birth add it, so the limit ends by itself on their 18th birthday.
 */
export function GuardianNotice({ age: initial }: { age: AgeStatus }) {
  const t = useT();
  const [age, setAge] = useState(initial);
  const [saved, setSaved] = useState<string | null>(null);
  if (!age.isMinor) {
    return saved ? (
      <p role="status" className="mt-6 rounded-xl border border-green-300 bg-green-50 p-4 text-sm">
        {saved}
      </p>
    ) : null;
  }
  const onBirthDateSaved = (next: AgeStatus, message: string) => {
    setAge(next);
    setSaved(message);
  };

  return (
    <section
      aria-labelledby="guardian-heading"
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      {age.guardian === 'pending' ? (
        <>
          <h2 id="guardian-heading" className="text-lg font-semibold">
            {t('dashboard.guardian.waiting')}
          </h2>
          <p className="mt-2 text-sm">
            {age.guardianEmail
              ? t('dashboard.guardian.askedAt', { email: age.guardianEmail })
              : t('dashboard.guardian.asked')}
          </p>
          <AskGuardianAgain
            onSent={(guardianEmail) => setAge((current) => ({ ...current, guardianEmail }))}
          />
        </>
      ) : (
        <>
          <h2 id="guardian-heading" className="text-lg font-semibold">
            {t('dashboard.guardian.agreed')}
          </h2>
          <p className="mt-2 text-sm">{t('dashboard.guardian.agreedText')}</p>
        </>
      )}
      {age.birthDateKnown ? null : <BirthDateForm onSaved={onBirthDateSaved} />}
      {saved ? (
        <p role="status" className="mt-3 text-sm font-medium">
          {saved}
        </p>
      ) : null}
    </section>
  );
}

/** "Email them again", to the same address or, when it was wrong, a corrected one. */
function AskGuardianAgain({ onSent }: { onSent: (guardianEmail: string) => void }) {
  const [state, setState] = useState<{ busy: boolean; said: string | null }>({
    busy: false,
    said: null,
  });
  const t = useT();
  const [correcting, setCorrecting] = useState(false);
  const { register, handleSubmit, control, setError, clearErrors, formState } = useForm({
    resolver: zodResolver(GuardianResendBodySchema),
    defaultValues: { guardianEmail: '' },
  });
  const address = useWatch({ control, name: 'guardianEmail' }) ?? '';

  async function send(guardianEmail?: string) {
    setState({ busy: true, said: null });
    clearErrors();
    const answer = await askGuardianAgain(guardianEmail, t);
    if (answer.ok) {
      setState({ busy: false, said: localizeServerMessage(answer.data.message) });
      if (guardianEmail) {
        onSent(guardianEmail);
        setCorrecting(false);
      }
      return;
    }
    const onField = answer.failure.details.find((detail) => detail.path === 'guardianEmail');
    if (onField) setError('guardianEmail', { message: onField.message });
    setState({ busy: false, said: onField ? null : answer.failure.message });
  }
  const sendToCorrected = handleSubmit((body) => send(body.guardianEmail));

  return (
    <div className="mt-3 space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" variant="outline" disabled={state.busy} onClick={() => void send()}>
          {t('dashboard.guardian.emailAgain')}
        </Button>
        {correcting ? null : (
          <Button size="sm" variant="ghost" onClick={() => setCorrecting(true)}>
            {t('dashboard.guardian.wrongAddress')}
          </Button>
        )}
      </div>
      {correcting ? (
        <form className="max-w-md" onSubmit={(event) => void sendToCorrected(event)} noValidate>
          <TextField
            label={t('dashboard.guardian.emailLabel')}
            type="email"
            inputMode="email"
            autoComplete="off"
            required
            error={formState.errors.guardianEmail?.message}
            {...register('guardianEmail')}
          />
          <Button size="sm" type="submit" className="mt-3" disabled={state.busy || !address.trim()}>
            {t('dashboard.guardian.sendHere')}
          </Button>
        </form>
      ) : null}
      {state.said ? (
        <p role="status" className="text-sm">
          {state.said}
        </p>
      ) : null}
    </div>
  );
}
