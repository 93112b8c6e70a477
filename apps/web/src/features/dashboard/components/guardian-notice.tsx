import { MessageResponseSchema, type AgeStatus } from '@shuruaat/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toFailure } from '@/lib/failure';
import { http } from '@/lib/http';

/** A minor's account is limited until their parent or guardian agrees by email. */
export function GuardianNotice({ age }: { age: AgeStatus }) {
  const [state, setState] = useState<{ busy: boolean; said: string | null }>({
    busy: false,
    said: null,
  });
  if (age.guardian !== 'pending') return null;

  async function resend() {
    setState({ busy: true, said: null });
    try {
      const { message } = await http.post('/api/users/guardian-consent/resend', {
        body: {},
        schema: MessageResponseSchema,
      });
      setState({ busy: false, said: message });
    } catch (error) {
      setState({
        busy: false,
        said: toFailure(error, 'Could not send the email. Try again.').message,
      });
    }
  }

  return (
    <section
      aria-labelledby="guardian-heading"
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h2 id="guardian-heading" className="text-lg font-semibold">
        Waiting for your parent or guardian
      </h2>
      <p className="mt-2 text-sm">
        We emailed {age.guardianEmail ?? 'your parent or guardian'} to ask for their consent. Until
        they agree you can build your profile and upload your resume, but not apply.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button size="sm" variant="outline" disabled={state.busy} onClick={() => void resend()}>
          Email them again
        </Button>
        {state.said ? (
          <p role="status" className="text-sm">
            {state.said}
          </p>
        ) : null}
      </div>
    </section>
  );
}
