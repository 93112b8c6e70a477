import type { ConversationMessage } from '@shuruaat/contract';
import { useEffect, useRef } from 'react';
import { MessageBody } from './message-body';
import { ScamWarning } from './scam-warning';
import { shortMomentText } from '@/lib/format';
import { useT } from '@/lib/i18n/translate';

type Props = {
  messages: ConversationMessage[];
  /** Shown on the other party's messages: asks why, then reports. */
  onReport?: ((message: ConversationMessage) => void) | undefined;
  /** A flagged message's one-tap report (the candidate's warning). */
  onReportScam?: ((message: ConversationMessage) => void) | undefined;
  /** The message whose report is on its way. */
  busyId?: string | null;
};

/** The conversation, oldest first, scrolled to the newest message as messages arrive. */
export function MessageList({ messages, onReport, onReportScam, busyId = null }: Props) {
  const t = useT();
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);
  return (
    <ol aria-label={t('messages.thread.label')} aria-live="polite" className="space-y-3">
      {messages.map((message) => (
        <li key={message._id} className={`flex ${message.mine ? 'justify-end' : 'justify-start'}`}>
          <div
            className={`max-w-[85%] rounded-2xl px-4 py-2 shadow-sm sm:max-w-[70%] ${
              message.mine
                ? 'bg-indigo-900 text-white'
                : 'border border-slate-200 bg-white text-slate-900'
            }`}
          >
            {message.body ? <MessageBody body={message.body} mine={message.mine} /> : null}
            {message.attachment ? (
              <a
                href={message.attachment.url}
                target="_blank"
                rel="noopener noreferrer"
                className={`mt-1 inline-flex items-center gap-1 text-sm font-semibold underline ${
                  message.mine ? 'text-white' : 'text-indigo-800'
                }`}
              >
                📎 {message.attachment.name}
              </a>
            ) : null}
            <p className={`mt-1 text-xs ${message.mine ? 'text-indigo-100' : 'text-slate-600'}`}>
              {shortMomentText(message.createdAt)}
              {message.mine && message.read ? ` · ${t('messages.thread.seen')}` : ''}
              {!message.mine && onReport && !message.warning ? (
                <button
                  type="button"
                  onClick={() => onReport(message)}
                  className="ml-2 font-semibold text-red-800 underline"
                >
                  {t('messages.thread.report')}
                </button>
              ) : null}
            </p>
            {message.warning && onReportScam ? (
              <ScamWarning
                warning={message.warning}
                isBusy={busyId === message._id}
                onReport={() => onReportScam(message)}
              />
            ) : null}
          </div>
        </li>
      ))}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}
