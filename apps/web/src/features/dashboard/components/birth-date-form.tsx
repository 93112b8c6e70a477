import { CandidateProfileMessageResponseSchema, type AgeStatus } from '@shuruaat/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toFailure } from '@/lib/failure';
import { http } from '@/lib/http';

/**
 * A minor who answered only "I am under 18" adds their date of birth, once. The server checks
 * it against that answer; without it the account would stay a minor's after they turn 18.
 */
export function BirthDateForm({ onSaved }: { onSaved: (age: AgeStatus, message: string) => void }) {
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [state, setState] = useState<{ busy: boolean; error?: string; said?: string }>({
    busy: false,
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    setState({ busy: true });
    try {
      const { profile, message } = await http.put('/api/candidates/date-of-birth', {
        body: { dateOfBirth },
        schema: CandidateProfileMessageResponseSchema,
      });
      setState({ busy: false });
      onSaved(profile.age, message);
    } catch (error) {
      const failure = toFailure(error, 'Could not save your date of birth. Try again.');
      const onField = failure.details.some((detail) => detail.path === 'dateOfBirth');
      setState(
        onField ? { busy: false, error: failure.message } : { busy: false, said: failure.message },
      );
    }
  }

  return (
    <form
      className="mt-4 border-t border-amber-200 pt-4"
      aria-labelledby="birth-date-heading"
      onSubmit={(event) => void save(event)}
      noValidate
    >
      <h3 id="birth-date-heading" className="text-sm font-semibold">
        Add your date of birth
      </h3>
      <p className="mt-1 text-sm">
        You told us you are under 18 but not when you were born. With the date, your account stops
        being limited on your 18th birthday by itself. You can add it once.
      </p>
      <TextField
        label="Date of birth"
        type="date"
        required
        className="mt-3 max-w-sm"
        value={dateOfBirth}
        error={state.error}
        onChange={(event) => setDateOfBirth(event.target.value)}
      />
      <Button size="sm" type="submit" className="mt-3" disabled={state.busy || !dateOfBirth}>
        Save date of birth
      </Button>
      {state.said ? (
        <p role="alert" className="mt-2 text-sm">
          {state.said}
        </p>
      ) : null}
    </form>
  );
}
