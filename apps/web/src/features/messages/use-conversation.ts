import type { ConversationMessage, ConversationResponse } from '@shuruaat/contract';
import { useCallback, useEffect, useState } from 'react';
import { toFailure } from '@/lib/failure';
import { messagesApi } from './api';
import { useLiveEvents } from './use-live-events';

const LOAD_FAILED = 'The conversation could not be loaded.';

function withMessage(data: ConversationResponse, message: ConversationMessage) {
  if (data.messages.some((m) => m._id === message._id)) return data;
  return { ...data, messages: [...data.messages, message] };
}

/**
 * One conversation, kept current while the page is open: new messages arrive over the live
 * stream; a received one, an interview change or a read receipt reloads it (which also marks
 * the received message read).
 */
export function useConversation(applicationId: string) {
  const [data, setData] = useState<ConversationResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(
    () =>
      messagesApi.conversation(applicationId).then(
        (next) => {
          setData(next);
          setError(null);
        },
        (failure: unknown) => setError(toFailure(failure, LOAD_FAILED).message),
      ),
    [applicationId],
  );
  useEffect(() => {
    void load();
  }, [load]);
  useLiveEvents(
    (event) => {
      if (event.applicationId !== applicationId) return;
      const { message } = event;
      if (event.type === 'message' && message?.mine) {
        setData((current) => (current ? withMessage(current, message) : current));
        return;
      }
      void load();
    },
    () => void load(),
  );
  const addSent = (message: ConversationMessage) =>
    setData((current) => (current ? withMessage(current, message) : current));
  return { data, error, reload: load, addSent };
}
