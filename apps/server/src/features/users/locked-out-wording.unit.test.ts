import { describe, expect, it } from 'vitest';
import { lockedOutMessage } from './users.service';

const now = new Date('2026-11-21T10:00:00Z');
const inMinutes = (n: number) => new Date(now.getTime() + n * 60_000);

// Issue 25 item 18: the server's texts count through countOf too, so none says "1 minutes".
describe('the lock-out message', () => {
  it('tells a locked-out person to wait 1 minute, or 2 minutes', () => {
    expect(lockedOutMessage(inMinutes(1), now)).toContain('Try again in 1 minute,');
    expect(lockedOutMessage(inMinutes(2), now)).toContain('Try again in 2 minutes,');
  });
});
