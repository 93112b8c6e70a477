import type { UNSUBSCRIBE_TOPICS } from '@shuruaat/contract';
import { siteUrl } from './email-layout';

export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number];

/**
 * Two addresses for one unsubscribe: the List-Unsubscribe header's, which mail clients POST to
 * (RFC 8058), and the page a person opens from the email's footer, which asks before acting
 * (a link scanner that follows every URL must not unsubscribe anyone).
 */
export function unsubscribeLinks(token: string, topic: UnsubscribeTopic) {
  const query = `token=${encodeURIComponent(token)}&topic=${topic}`;
  return {
    oneClick: siteUrl(`/api/mail/unsubscribe?${query}`),
    page: siteUrl(`/unsubscribe?${query}`),
  };
}
