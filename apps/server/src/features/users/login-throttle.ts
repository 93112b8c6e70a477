import type { Db } from '../../db/client';
import type { KnownDevice } from './known-devices';
import * as repo from './users.repository';

type Rule = { max: number; windowMs: number };
export type LoginRules = {
  /** Wrong passwords for one account from one address, or from one known device. */
  perClient: Rule;
  /** Wrong passwords for one account from every address without a known device, together. */
  unknownClients: Rule;
};
export type LoginClient = { address: string; device: KnownDevice | undefined };

const UNKNOWN_CLIENTS = 'unknown-clients';

/**
 * The counters an attempt is weighed against. A device that signed in to this account before
 * counts on its own; any other client counts for its address and towards the cap on all unknown
 * clients, which still slows a guesser spread over many addresses.
 */
function countersFor(userId: string | undefined, client: LoginClient, rules: LoginRules) {
  if (userId && client.device?.userId === userId) {
    return [{ scope: `device:${client.device.deviceId}`, rule: rules.perClient }];
  }
  return [
    { scope: `address:${client.address}`, rule: rules.perClient },
    { scope: UNKNOWN_CLIENTS, rule: rules.unknownClients },
  ];
}

/** When this client may try the account again, if it is locked out; undefined when it is not. */
export async function lockedUntil(
  db: Db,
  email: string,
  client: LoginClient,
  rules: LoginRules,
): Promise<Date | undefined> {
  const user = await repo.findUserByEmail(db, email);
  const counters = countersFor(user?.id, client, rules);
  const found = await repo.findLoginFailures(
    db,
    email,
    counters.map((c) => c.scope),
  );
  const until = counters.flatMap(({ scope, rule }) => {
    const row = found.find((f) => f.scope === scope);
    if (!row || row.failures < rule.max) return [];
    return [row.windowStartedAt.getTime() + rule.windowMs];
  });
  const latest = Math.max(0, ...until);
  return latest > Date.now() ? new Date(latest) : undefined;
}

/** A wrong password: counted against every counter this client is weighed against. */
export async function countFailure(
  db: Db,
  email: string,
  userId: string | undefined,
  client: LoginClient,
  rules: LoginRules,
): Promise<void> {
  for (const { scope, rule } of countersFor(userId, client, rules)) {
    await repo.recordLoginFailure(db, email, scope, rule.windowMs);
  }
}

/**
 * The right password: this client's own count starts again. The count of unknown clients does
 * not, or the owner signing in would give a guesser spread over many addresses a fresh start.
 */
export async function clearClientFailures(
  db: Db,
  email: string,
  userId: string,
  client: LoginClient,
  rules: LoginRules,
): Promise<void> {
  const scopes = countersFor(userId, client, rules)
    .map((c) => c.scope)
    .filter((scope) => scope !== UNKNOWN_CLIENTS);
  await repo.clearLoginFailures(db, email, scopes);
}
