import { MessageStreamEventSchema, type MessageStreamEvent } from '@shuruaat/contract';
import { useEffect, useRef } from 'react';

// Not a loader: a live EventSource stream has no single answer to return, so it stays a hook.
const STREAM = '/api/users/messages/stream';
const TYPES = ['message', 'interview', 'read'] as const;

/**
 * Listens to the signed-in user's live stream while the page is open. EventSource reconnects by
 * itself; `onReconnect` lets the page reload what it may have missed meanwhile.
 */
export function useLiveEvents(
  onEvent: (event: MessageStreamEvent) => void,
  onReconnect: () => void,
): void {
  const handlers = useRef({ onEvent, onReconnect });
  useEffect(() => {
    handlers.current = { onEvent, onReconnect };
  });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(STREAM);
    let opened = false;
    source.onopen = () => {
      if (opened) handlers.current.onReconnect();
      opened = true;
    };
    const receive = (event: MessageEvent<string>) => {
      const parsed = MessageStreamEventSchema.safeParse(JSON.parse(event.data));
      if (parsed.success) handlers.current.onEvent(parsed.data);
    };
    TYPES.forEach((type) => source.addEventListener(type, receive));
    return () => source.close();
  }, []);
}
