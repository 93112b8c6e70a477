import { useState } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { submitState } from '../submit-state';
import { guardianConsentAction } from '../loaders';
import { authCatalogue } from '../locales/catalogue';

/**
 * /guardian-consent: opened by a minor's parent or guardian from our email. Nothing happens on
 * opening (a mail scanner may follow the link); they choose, and declining asks once more
 * because it deletes the account.
 */
function GuardianConsentPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const fetcher = useFetcher<typeof guardianConsentAction>();
  const [isDeclining, setDeclining] = useState(false);
  const decide = (decision: 'confirm' | 'decline') =>
    void fetcher.submit({ token, decision }, { method: 'post', encType: 'application/json' });
  const state = submitState(fetcher.state !== 'idle', fetcher.data);

  return (
    <AuthCard
      title="A parent’s or guardian’s consent"
      subtitle="Your child signed up on Shuruaat, where students find internships and first jobs in India."
      footer={<>Questions? Write to us from the Contact page.</>}
    >
      {state.done ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-900"
        >
          {state.done}
        </p>
      ) : token === '' ? (
        <FormAlert message="This link is missing its code. Open the link from the email again." />
      ) : (
        <div className="space-y-4 text-slate-800">
          <FormAlert message={state.error} />
          <p>Because they are under 18, Indian law asks for your consent first.</p>
          <ul className="list-disc space-y-2 pl-5">
            <li>
              If you agree, they can apply to internships; each employer they apply to sees their
              application, resume and contact details.
            </li>
            <li>
              Either way, they are never shown in our resume database, never get marketing email,
              and cannot apply to listings marked 18+.
            </li>
            <li>If you do not agree, we delete their account and everything in it at once.</li>
          </ul>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button size="lg" disabled={state.busy} onClick={() => decide('confirm')}>
              I agree
            </Button>
            <Button
              size="lg"
              variant="outline"
              disabled={state.busy}
              onClick={() => setDeclining(true)}
            >
              I do not agree
            </Button>
          </div>
        </div>
      )}
      {isDeclining ? (
        <ConfirmDialog
          title="Delete your child’s account?"
          confirmLabel="Delete the account"
          onCancel={() => setDeclining(false)}
          onConfirm={() => {
            setDeclining(false);
            decide('decline');
          }}
        >
          <p>Their profile, resume and everything else in the account are erased now.</p>
        </ConfirmDialog>
      ) : null}
    </AuthCard>
  );
}

export const guardianConsentRoute = {
  // The sign-in frame's words (AuthCard, Google button): features/auth/locales.
  catalogue: authCatalogue,
  Component: GuardianConsentPage,
  action: guardianConsentAction,
};
