import { CONVERSATION_MESSAGES } from '@shuruaat/contract';
import { describe, expect, it } from 'vitest';
import { bulkMessageSummary } from './use-bulk-message';
import { t } from '@/lib/i18n/translate';

describe('bulkMessageSummary', () => {
  it('counts who got the message', () => {
    expect(bulkMessageSummary(t, { message: '', sent: ['a', 'b'], skipped: [] })).toBe(
      'Message sent to 2 applicants.',
    );
  });

  it('says how many were left out and each distinct reason once', () => {
    const skipped = [
      { userId: 'b', reason: CONVERSATION_MESSAGES.blocked },
      { userId: 'c', reason: CONVERSATION_MESSAGES.blocked },
      { userId: 'd', reason: CONVERSATION_MESSAGES.applicationClosed },
    ];
    expect(bulkMessageSummary(t, { message: '', sent: ['a'], skipped })).toBe(
      `Message sent to 1 applicant. 3 not sent: ${CONVERSATION_MESSAGES.blocked} ${CONVERSATION_MESSAGES.applicationClosed}`,
    );
  });
});
