import { readFileSync } from 'node:fs';

/**
 * This process's limit on open files, where Linux says (Node raises the soft limit to the hard
 * one at start, so this is the figure that counts); undefined elsewhere.
 */
export function openFileLimit(): number | undefined {
  try {
    const limits = readFileSync('/proc/self/limits', 'utf8');
    const soft = /^Max open files\s+(\d+|unlimited)/m.exec(limits)?.[1];
    if (!soft) return undefined;
    return soft === 'unlimited' ? Number.POSITIVE_INFINITY : Number(soft);
  } catch {
    return undefined;
  }
}

/**
 * Connections one process holds open at most. Every connection is a file descriptor: half the
 * limit leaves the other half for the database, uploads, logs and the moment each refused
 * connection is accepted in order to be closed. The ceiling bounds the memory idle sockets take.
 */
export function defaultMaxConnections(limit: number | undefined): number {
  return Math.max(1, Math.min(10_000, Math.floor((limit ?? 1024) / 2)));
}
