import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONVERSATION_MESSAGES,
  MessageStreamEventSchema,
  type MessageStreamEvent,
} from '@shuruaat/contract';
import type { TestAccount } from '../../test/accounts';
import { openThread, sendMessage } from '../../test/conversations';
import { createTestApp, freshDatabase, isPostgresRun } from '../../test/test-app';
import { LIVE_STREAMS_PER_ACCOUNT } from './live.plugin';

/** A user's open stream on a listening instance, collecting the events it receives. */
async function openStream(base: string, account: TestAccount) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/users/messages/stream`, {
    headers: { authorization: `Bearer ${account.token}` },
    signal: controller.signal,
  });
  const events: MessageStreamEvent[] = [];
  if (!response.body) throw new Error('no stream body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
      if (done) return;
      buffer += value;
      const frames = buffer.split('\n\n');
      buffer = frames.pop() ?? '';
      for (const frame of frames) {
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        if (data) events.push(MessageStreamEventSchema.parse(JSON.parse(data.slice(6))));
      }
    }
  })();
  const until = async (test: (e: MessageStreamEvent) => boolean) => {
    for (let waited = 0; waited < 5_000; waited += 25) {
      const found = events.find(test);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no such event; got ${JSON.stringify(events)}`);
  };
  const close = async () => {
    controller.abort();
    await pump;
  };
  return { response, events, until, close };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

describe('the live message stream (Server-Sent Events)', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await createTestApp();
    base = await listen(app);
  });
  afterAll(() => app.close());

  it('delivers a new message to the recipient’s open page at once', async () => {
    const t = await openThread(app);
    const stream = await openStream(base, t.candidate);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await sendMessage(app, t.employer, t.applicationId, 'Are you free for a call at 4?');
    const event = await stream.until((e) => e.type === 'message');
    expect(event).toMatchObject({
      applicationId: t.applicationId,
      message: { body: 'Are you free for a call at 4?', mine: false, fromEmployer: true },
    });
    await stream.close();
  });

  it('tells the sender when the message is read, and sends nothing to strangers', async () => {
    const t = await openThread(app);
    const stranger = await openThread(app);
    const employerStream = await openStream(base, t.employer);
    const strangerStream = await openStream(base, stranger.candidate);
    await sendMessage(app, t.employer, t.applicationId, 'Hello');
    await app.inject({
      url: `/api/users/messages/${t.applicationId}`,
      headers: { authorization: `Bearer ${t.candidate.token}` },
    });
    await employerStream.until((e) => e.type === 'read' && e.applicationId === t.applicationId);
    expect(strangerStream.events).toEqual([]);
    await Promise.all([employerStream.close(), strangerStream.close()]);
  });

  it('lets one account hold only so many streams, and frees a place when one closes', async () => {
    const t = await openThread(app);
    const streams = await Promise.all(
      Array.from({ length: LIVE_STREAMS_PER_ACCOUNT }, () => openStream(base, t.candidate)),
    );
    expect(streams.map((stream) => stream.response.status)).toEqual(streams.map(() => 200));
    const refused = await fetch(`${base}/api/users/messages/stream`, {
      headers: { authorization: `Bearer ${t.candidate.token}` },
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: CONVERSATION_MESSAGES.tooManyStreams,
      code: 'RATE_LIMITED',
    });
    // Another account is not held back by this one's streams.
    const other = await openStream(base, t.employer);
    expect(other.response.status).toBe(200);

    await streams[0]?.close();
    let reopened = await openStream(base, t.candidate);
    for (let tries = 0; reopened.response.status === 429 && tries < 40; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      reopened = await openStream(base, t.candidate);
    }
    expect(reopened.response.status).toBe(200);
    await Promise.all([...streams.slice(1), other, reopened].map((stream) => stream.close()));
  });

  it('answers 401 without a session', async () => {
    const response = await fetch(`${base}/api/users/messages/stream`);
    expect(response.status).toBe(401);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

// Two instances behind a load balancer share one database; a user's page may be connected to
// either. Only PostgreSQL can be shared by two instances, so this runs in the api-postgres project.
describe.skipIf(!redisUrl || !isPostgresRun())('live messages across two instances (Redis)', () => {
  const apps: FastifyInstance[] = [];
  let shared: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    shared = await freshDatabase();
    // A channel of this run's own: Redis is shared with other test runs.
    const liveChannel = `shuruaat-live-test-${randomBytes(6).toString('hex')}`;
    for (let i = 0; i < 2; i += 1) {
      apps.push(await createTestApp({ database: shared.database, redisUrl, liveChannel }));
    }
    await Promise.all(apps.map((app) => app.live.ready));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await shared.drop();
  });

  it('delivers a message sent through one instance to a page open on the other', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const t = await openThread(first);
    const stream = await openStream(await listen(second), t.candidate);
    const sent = await sendMessage(first, t.employer, t.applicationId, 'Sent via instance one');
    expect(sent.statusCode).toBe(201);
    const event = await stream.until((e) => e.type === 'message');
    expect(event.message?.body).toBe('Sent via instance one');
    await stream.close();
  });
});
