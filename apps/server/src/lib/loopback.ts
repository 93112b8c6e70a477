import type { IncomingHttpHeaders } from 'node:http';
import { BlockList, isIP } from 'node:net';

// IPv4 rules also match IPv4 written the IPv6 way (::ffff:127.0.0.1), which is how a dual-stack
// socket reports a local IPv4 client.
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether an address belongs to this machine only. */
export function isLoopbackAddress(address: string | undefined): boolean {
  const version = address ? isIP(address) : 0;
  if (!address || version === 0) return false;
  return LOOPBACK.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether listening on `host` leaves the server reachable from this machine only. A name other
 * than localhost may resolve to anything, so it counts as reachable from the network.
 */
export function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === 'localhost' || isLoopbackAddress(host);
}

type Incoming = { socket: { remoteAddress?: string }; headers: IncomingHttpHeaders };

/**
 * Whether a request comes from this machine: the socket's own peer address, which no header can
 * change (request.ip follows X-Forwarded-For when TRUST_PROXY is on). A local proxy that names
 * the client it relays for (Vite's dev server, nginx) must name this machine too.
 */
export function isFromThisMachine({ socket, headers }: Incoming): boolean {
  return isLoopbackAddress(socket.remoteAddress) && relayedFor(headers).every(isLoopbackAddress);
}

/** The client addresses in X-Forwarded-For, X-Real-IP and Forwarded's `for=` (RFC 7239). */
function relayedFor(headers: IncomingHttpHeaders): string[] {
  const values = (name: string) => [headers[name] ?? []].flat().join(',');
  const listed = `${values('x-forwarded-for')},${values('x-real-ip')}`.split(',');
  const named = [...values('forwarded').matchAll(/for\s*=\s*("[^"]*"|[^;,\s]*)/gi)].map((m) =>
    withoutPort(m[1] ?? ''),
  );
  return [...listed.map((address) => address.trim()).filter(Boolean), ...named];
}

// Forwarded writes `for="[2001:db8::1]:4711"` or `for="192.0.2.43:4711"`.
function withoutPort(value: string): string {
  const bare = value.replace(/^"|"$/g, '');
  const bracketed = /^\[([^\]]*)\]/.exec(bare);
  if (bracketed) return bracketed[1] ?? '';
  const parts = bare.split(':');
  return parts.length === 2 ? (parts[0] ?? '') : bare;
}
