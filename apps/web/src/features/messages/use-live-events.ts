import { MessageStreamEventSchema, type MessageStreamEvent } from '@shuruaat/contract';
import { useEffect, useRef } from 'react';

// Not a loader: a live EventSource stream has no single answer to return, so it stays a hook.
const STREAM = '/api/users/messages/stream';
const TYPES = ['message', 'interview', 'read'] as const;

/**
 * Listens to the signed-in user's live stream while the page is open. EventSource reconnects by
 * itself; `onOpen` lets the page reload what it may have missed before the stream (re)opened.
 * The first opening counts too: the page's data was read before it (on the server, for a
 * rendered page, seconds earlier), and an event sent in between reaches no stream.
 */
export function useLiveEvents(
  onEvent: (event: MessageStreamEvent) => void,
  onOpen: () => void,
): void {
  const handlers = useRef({ onEvent, onOpen });
  useEffect(() => {
    handlers.current = { onEvent, onOpen };
  });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(STREAM);
    source.onopen = () => handlers.current.onOpen();
    const receive = (event: MessageEvent<string>) => {
      const parsed = MessageStreamEventSchema.safeParse(JSON.parse(event.data));
      if (parsed.success) handlers.current.onEvent(parsed.data);
    };
    TYPES.forEach((type) => source.addEventListener(type, receive));
    return () => source.close();
  }, []);
}
