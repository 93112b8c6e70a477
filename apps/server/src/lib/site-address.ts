import { networkInterfaces } from 'node:os';

type Interfaces = ReturnType<typeof networkInterfaces>;

const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The name to open a server listening on `host` by: that address itself, or, listening on every
 * interface, this machine's first network address (what a phone on the same Wi-Fi opens).
 */
export function reachableHost(host: string, interfaces: Interfaces = networkInterfaces()): string {
  if (!EVERY_INTERFACE.has(host)) return host;
  const lan = Object.values(interfaces)
    .flat()
    .find((i) => i?.family === 'IPv4' && !i.internal);
  return lan?.address ?? '127.0.0.1';
}

/** `http://<reachable host>:<port>`, with an IPv6 address in brackets. */
export function siteOrigin(host: string, port: number, interfaces?: Interfaces): string {
  const name = reachableHost(host, interfaces);
  return `http://${name.includes(':') && !name.startsWith('[') ? `[${name}]` : name}:${port}`;
}
