import type { ConversationMessage } from '@shuruaat/contract';
import { useState } from 'react';
import { useLiveEvents } from './use-live-events';

/**
 * Keeps an open conversation current. Its route's loader gives the messages; one this user sends
 * (here or in another tab) is added at once, and anything else on the live stream for this
 * application (a message received, an interview change, a read receipt) or the stream's
 * (re)opening asks the loader again, which also marks a received message read.
 */
export function useLiveConversation(applicationId: string, reload: () => Promise<void>) {
  const [sent, setSent] = useState<ConversationMessage[]>([]);
  const addSent = (message: ConversationMessage) =>
    setSent((current) =>
      current.some((m) => m._id === message._id) ? current : [...current, message],
    );
  useLiveEvents(
    (event) => {
      if (event.applicationId !== applicationId) return;
      const { message } = event;
      if (event.type === 'message' && message?.mine) addSent(message);
      else void reload();
    },
    () => void reload(),
  );
  /** The loaded messages, then those sent since that the loader has not answered with yet. */
  const withSent = (loadedMessages: ConversationMessage[]) => {
    const known = new Set(loadedMessages.map((m) => m._id));
    const newer = sent.filter((m) => !known.has(m._id));
    return newer.length ? [...loadedMessages, ...newer] : loadedMessages;
  };
  return { withSent, addSent };
}
