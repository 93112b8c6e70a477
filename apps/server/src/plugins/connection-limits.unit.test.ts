import { connect, type AddressInfo, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import connectionLimits from './connection-limits';

let app: FastifyInstance;
afterEach(() => app.close());

async function serverWith(options: { maxConnections: number; firstRequestTimeoutMs?: number }) {
  app = Fastify({ logger: false });
  await app.register(connectionLimits, options);
  app.get('/', async () => 'ok');
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

function openConnection(port: number): { socket: Socket; closed: () => boolean } {
  let closed = false;
  const socket = connect(port, '127.0.0.1')
    .on('error', () => undefined)
    .on('close', () => (closed = true));
  return { socket, closed: () => closed };
}

describe('connection limits', () => {
  it('closes connections past the cap at once and keeps the rest', async () => {
    const port = await serverWith({ maxConnections: 5 });
    const connections = Array.from({ length: 8 }, () => openConnection(port));
    await sleep(300);
    expect(connections.filter((c) => c.closed())).toHaveLength(3);
    for (const { socket } of connections) socket.destroy();
  });

  it('closes a connection that sends nothing, and keeps one that made a request', async () => {
    const port = await serverWith({ maxConnections: 5, firstRequestTimeoutMs: 200 });
    const silent = openConnection(port);
    const used = openConnection(port);
    used.socket.on('data', () => undefined).write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await sleep(800);
    expect(silent.closed()).toBe(true);
    expect(used.closed()).toBe(false);
    used.socket.destroy();
  });
});
