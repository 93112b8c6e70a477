import { useState } from 'react';
import { MessageResponseSchema, MESSAGES, type User } from '@shuruaat/contract';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { http } from '@/lib/http';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';

/** Until the email is confirmed: why it matters for this role, and the link sent again. */
export function ConfirmEmailBanner({ user }: { user: User }) {
  const t = useT();
  const [state, setState] = useState<{ busy: boolean; note?: string }>({ busy: false });
  if (user.emailVerified || user.role === 'admin') return null;

  const resend = async () => {
    setState({ busy: true });
    try {
      const { message } = await http.post('/api/users/verify-email/resend', {
        schema: MessageResponseSchema,
      });
      setState({ busy: false, note: localizeServerMessage(message) });
    } catch (error) {
      setState({
        busy: false,
        note: localizeServerMessage(
          error instanceof ApiError ? error.message : MESSAGES.somethingWentWrong,
        ),
      });
    }
  };

  return (
    <div
      role="region"
      aria-label={t('dashboard.confirmEmail.title')}
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <p className="font-semibold">{t('dashboard.confirmEmail.title')}</p>
      <p className="mt-1 text-sm">
        {t(
          user.role === 'employer'
            ? 'dashboard.confirmEmail.sentEmployer'
            : 'dashboard.confirmEmail.sentCandidate',
          { email: user.email },
        )}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" disabled={state.busy} onClick={() => void resend()}>
          {state.busy ? t('dashboard.confirmEmail.sending') : t('dashboard.confirmEmail.sendAgain')}
        </Button>
        {state.note ? (
          <p role="status" className="text-sm">
            {state.note}
          </p>
        ) : null}
      </div>
    </div>
  );
}
