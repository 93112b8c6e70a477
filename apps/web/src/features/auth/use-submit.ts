import { useState } from 'react';
import { MESSAGES } from '@shuruaat/contract';
import { ApiError } from '@/lib/api-error';

export type SubmitState = { busy: boolean; done: string | null; error: string | null };

/** A one-shot form submit: busy while it runs, then the server's message or its error. */
export function useSubmit() {
  const [state, setState] = useState<SubmitState>({ busy: false, done: null, error: null });
  const run = async (call: () => Promise<{ message: string }>) => {
    setState({ busy: true, done: null, error: null });
    try {
      const { message } = await call();
      setState({ busy: false, done: message, error: null });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : MESSAGES.somethingWentWrong;
      setState({ busy: false, done: null, error: message });
    }
  };
  return [state, run] as const;
}
