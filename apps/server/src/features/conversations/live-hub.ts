import { Redis } from 'ioredis';
import type { MessageStreamEvent } from '@shuruaat/contract';

export type LiveEvent = { userId: string; event: MessageStreamEvent };
export type LiveListener = (event: MessageStreamEvent) => void;

/**
 * Delivers conversation events to the open streams of their user. A user's streams may be on any
 * instance, so with Redis every event goes through one pub/sub channel and each instance hands it
 * to its own listeners; without Redis (one instance) it is delivered in process.
 */
export type LiveHub = {
  publish(events: LiveEvent[]): void;
  subscribe(userId: string, listener: LiveListener): () => void;
  /** Settles once this instance receives the channel (at once without Redis). */
  ready: Promise<void>;
  close(): Promise<void>;
};

export function createLiveHub(options: {
  redisUrl?: string | undefined;
  channel: string;
}): LiveHub {
  const listeners = new Map<string, Set<LiveListener>>();
  const deliver = ({ userId, event }: LiveEvent) => {
    for (const listener of listeners.get(userId) ?? []) listener(event);
  };
  const subscribe = (userId: string, listener: LiveListener) => {
    const set = listeners.get(userId) ?? new Set();
    set.add(listener);
    listeners.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(userId);
    };
  };
  if (!options.redisUrl) {
    return {
      publish: (events) => events.forEach(deliver),
      subscribe,
      ready: Promise.resolve(),
      close: async () => undefined,
    };
  }
  return redisHub(options.redisUrl, options.channel, deliver, subscribe);
}

function redisHub(
  url: string,
  channel: string,
  deliver: (event: LiveEvent) => void,
  subscribe: LiveHub['subscribe'],
): LiveHub {
  const connect = () => {
    const redis = new Redis(url, { connectTimeout: 2_000, maxRetriesPerRequest: 1 });
    redis.on('error', () => undefined);
    return redis;
  };
  const publisher = connect();
  const subscriber = connect();
  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return;
    try {
      (JSON.parse(payload) as LiveEvent[]).forEach(deliver);
    } catch {
      // Another program's message on our channel: not ours to deliver.
    }
  });
  const ready = subscriber.subscribe(channel).then(
    () => undefined,
    () => undefined,
  );
  return {
    // An event that cannot reach Redis still reaches this instance's own streams; the page
    // also reloads the conversation when its stream reconnects, so nothing stays missing.
    publish: (events) => {
      if (events.length === 0) return;
      publisher.publish(channel, JSON.stringify(events)).catch(() => events.forEach(deliver));
    },
    subscribe,
    ready,
    close: async () => {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
