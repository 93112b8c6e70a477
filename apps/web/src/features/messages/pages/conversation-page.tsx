import { SCAM_WARNING_MESSAGES, type ConversationMessage } from '@shuruaat/contract';
import { useState } from 'react';
import { useLoaderData, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { NoFeeNote } from '@/components/ui/no-fee-note';
import { PageLoader } from '@/components/ui/page-loader';
import { useT } from '@/lib/i18n/translate';
import { useActionCall } from '@/lib/use-action-call';
import { toast } from '@/lib/toast';
import { useLoadedView } from '@/lib/use-loaded-view';
import { Composer } from '../components/composer';
import { ConversationHeader } from '../components/conversation-header';
import { InterviewCard } from '../components/interview-card';
import { MessageList } from '../components/message-list';
import { ReportDialog } from '../components/report-dialog';
import { ScheduleInterviewForm } from '../components/schedule-interview-form';
import { messagesCatalogue } from '../locales/catalogue';
import { conversationText } from '../server-text';
import {
  conversationAction,
  conversationLoader,
  keepConversationAfterSend,
  type ConversationChange,
} from '../loaders';
import { useLiveConversation } from '../use-live-conversation';

/** /user/dashboard/messages/:id and /employer/dashboard/messages/:id: one application's talk. */
function ConversationRoute() {
  const { applicationId = '' } = useParams();
  // Another conversation starts afresh: nothing scheduled, reported or sent from this one.
  return <ConversationPage key={applicationId} applicationId={applicationId} />;
}

function ConversationPage({ applicationId }: { applicationId: string }) {
  const t = useT();
  const { view, retry, reload } = useLoadedView(
    useLoaderData<typeof conversationLoader>().conversation,
  );
  const { withSent, addSent } = useLiveConversation(applicationId, reload);
  const [scheduling, setScheduling] = useState(false);
  const [reporting, setReporting] = useState<ConversationMessage | null>(null);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reportingScam, setReportingScam] = useState<string | null>(null);
  const { call, isBusy: busy } = useActionCall<typeof conversationAction>();

  if (view.status === 'failed')
    return <LoadFailed message={conversationText(t, view.message)} onRetry={retry} />;
  if (view.status === 'loading') return <PageLoader />;
  const { conversation, interviews } = view.data;
  const messages = withSent(view.data.messages);
  const isEmployer = conversation.role === 'employer';

  // Stopping messages and reporting one go through the route's action; the conversation is
  // read again after it, while the dialog stays busy.
  async function act(change: ConversationChange) {
    const answer = await call(change);
    if (!answer.ok) toast.error(conversationText(t, answer.failure.message));
    else if ('message' in answer.data) toast.success(conversationText(t, answer.data.message));
    setReporting(null);
    setConfirmBlock(false);
    setReportingScam(null);
  }

  // The warning's report is one tap: the reason is the warning itself.
  function reportScam(message: ConversationMessage) {
    setReportingScam(message._id);
    const reason = SCAM_WARNING_MESSAGES.reportReason;
    void act({ intent: 'report', messageId: message._id, reason });
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <ConversationHeader conversation={conversation} />
      {isEmployer && !scheduling && conversation.canSend ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => setScheduling(true)}>
            {t('messages.schedule.open')}
          </Button>
        </div>
      ) : null}
      {scheduling ? (
        <ScheduleInterviewForm
          onCancel={() => setScheduling(false)}
          onScheduled={() => {
            setScheduling(false);
            toast.success(t('contract.conversations.interviewScheduled'));
          }}
        />
      ) : null}
      {interviews.map((interview) => (
        <InterviewCard key={interview._id} interview={interview} isCandidate={!isEmployer} />
      ))}
      <section className="rounded-2xl border border-slate-200 bg-slate-50 p-3 sm:p-4">
        {messages.length === 0 ? (
          <p className="p-4 text-center text-sm text-slate-700">
            {isEmployer ? t('messages.thread.emptyEmployer') : t('messages.thread.emptyCandidate')}
          </p>
        ) : (
          <MessageList
            messages={messages}
            onReport={setReporting}
            onReportScam={isEmployer ? undefined : reportScam}
            busyId={busy ? reportingScam : null}
          />
        )}
      </section>
      {conversation.canSend ? (
        <Composer onSent={addSent} />
      ) : (
        <Alert>{conversationText(t, conversation.cannotSendReason ?? '')}</Alert>
      )}
      <NoFeeNote />
      {!isEmployer ? (
        <p className="text-sm text-slate-700">
          {conversation.blocked ? (
            <button
              type="button"
              className="font-semibold text-indigo-800 underline"
              onClick={() => void act({ intent: 'block', blocked: false })}
            >
              {t('messages.block.turnOn', { company: conversation.company.name })}
            </button>
          ) : (
            <button
              type="button"
              className="font-semibold text-red-800 underline"
              onClick={() => setConfirmBlock(true)}
            >
              {t('messages.block.stop', { company: conversation.company.name })}
            </button>
          )}
        </p>
      ) : null}
      {confirmBlock ? (
        <ConfirmDialog
          title={t('messages.block.confirmTitle', { company: conversation.company.name })}
          confirmLabel={t('messages.block.confirm')}
          isBusy={busy}
          onCancel={() => setConfirmBlock(false)}
          onConfirm={() => void act({ intent: 'block', blocked: true })}
        >
          {t('messages.block.explain')}
        </ConfirmDialog>
      ) : null}
      {reporting ? (
        <ReportDialog
          otherParty={isEmployer ? t('messages.report.theCandidate') : conversation.company.name}
          isBusy={busy}
          onCancel={() => setReporting(null)}
          onReport={(reason) => void act({ intent: 'report', messageId: reporting._id, reason })}
        />
      ) : null}
    </div>
  );
}

export const conversationRoute = {
  Component: ConversationRoute,
  loader: conversationLoader,
  action: conversationAction,
  shouldRevalidate: keepConversationAfterSend,
  catalogue: messagesCatalogue,
};
