import { CONVERSATION_MESSAGES, SCAM_WARNING_MESSAGES } from '@shuruaat/contract';
import { localizeServerMessage, type Translate } from '@/lib/i18n/translate';

// The conversation's own refusals (why one cannot write, a closed application, a paused
// employer) are known by their contract constant, so they are worded by key with the page's
// translator: the same on the server's render as in the browser, which a server-rendered Hindi
// page needs to hydrate as it was sent. Anything else goes to the browser's matcher.
const KNOWN = new Map<string, string>([
  ...Object.entries(CONVERSATION_MESSAGES).map(([key, english]): [string, string] => [
    english,
    `contract.conversations.${key}`,
  ]),
  [SCAM_WARNING_MESSAGES.suspended, 'contract.scam.suspended'],
]);

/** A message the server sent about this conversation, in the page's language. */
export function conversationText(t: Translate, message: string): string {
  const id = KNOWN.get(message);
  return id ? t(id) : localizeServerMessage(message);
}
