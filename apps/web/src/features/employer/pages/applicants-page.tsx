import type { EmployerSettableStatus, RejectionReason } from '@shuruaat/contract';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PageLoader } from '@/components/ui/page-loader';
import { useAppDispatch } from '@/lib/redux-hooks';
import { isApplicantTab, tabStatuses, type ApplicantTab } from '../applicant-counts';
import { ApplicantList } from '../components/applicants/applicant-list';
import { ApplicantPanel } from '../components/applicants/applicant-panel';
import { ApplicantTabs } from '../components/applicants/applicant-tabs';
import { BulkBar } from '../components/applicants/bulk-bar';
import { BulkMessageDialog } from '../components/applicants/bulk-message-dialog';
import {
  PipelineConfirm,
  type PipelineConfirmation,
} from '../components/applicants/pipeline-confirm';
import { StatusChip } from '../components/status-chip';
import { useEmployer } from '../hooks';
import { EMPLOYER_FALLBACKS } from '../messages';
import { EMPLOYER_PATHS } from '../paths';
import { fetchApplicants } from '../pipeline-thunks';
import { useApplicantChanges } from '../use-applicant-changes';
import { useBulkMessage } from '../use-bulk-message';
import { useOpenResume } from '../use-open-resume';

export function ApplicantsPage() {
  const { id: jobId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const tab: ApplicantTab = isApplicantTab(asked) ? asked : 'active';
  const dispatch = useAppDispatch();
  const employer = useEmployer();
  const { applicants, applicantsJob, applicantsCursor, isApplicantsFetched } = employer;
  const changes = useApplicantChanges(jobId);
  const resume = useOpenResume();
  const [openId, setOpenId] = useState<string | null>(null);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [confirmation, setConfirmation] = useState<PipelineConfirmation | null>(null);
  const [reason, setReason] = useState<RejectionReason | undefined>(undefined);
  const [isWriting, setWriting] = useState(false);
  const bulkMessage = useBulkMessage(jobId);
  useEffect(() => {
    void dispatch(fetchApplicants({ jobId, statuses: tabStatuses(tab) }));
  }, [dispatch, jobId, tab]);

  // Ticks and the open panel follow the list: someone no longer shown is neither.
  const open = applicants.find((one) => one.userId === openId) ?? null;
  const checkedIds = applicants
    .filter((one) => checked.has(one.userId) && one.status !== 'withdrawn')
    .map((one) => one.userId);

  function chooseTab(next: ApplicantTab) {
    setChecked(new Set());
    setParams(next === 'active' ? {} : { status: next }, { replace: true });
  }

  function check(userIds: string[], isChecked: boolean) {
    const next = new Set(checked);
    for (const userId of userIds) {
      if (isChecked) next.add(userId);
      else next.delete(userId);
    }
    setChecked(next);
  }

  function move(status: EmployerSettableStatus) {
    if (!open) return;
    if (status === 'rejected') setConfirmation({ kind: 'reject', applicant: open });
    else void changes.move(open.userId, status);
  }

  async function shortlistChecked() {
    if (await changes.moveMany(checkedIds, 'shortlisted')) setChecked(new Set());
  }

  async function confirm(question: PipelineConfirmation) {
    if (question.kind === 'reject') {
      await changes.move(question.applicant.userId, 'rejected', reason);
    } else if (question.kind === 'remove') await changes.remove(question.applicant.userId);
    else if (await changes.moveMany(question.userIds, 'rejected', reason)) setChecked(new Set());
    setConfirmation(null);
    setReason(undefined);
  }

  return (
    <section aria-labelledby="applicants-heading" className="space-y-5">
      <div>
        <Link
          to={EMPLOYER_PATHS.myJobs}
          className="text-sm font-semibold text-indigo-800 underline-offset-2 hover:underline"
        >
          <span aria-hidden="true">←</span> My jobs
        </Link>
        {applicantsJob ? (
          <p className="mt-3 text-sm font-semibold tracking-wide text-saffron-700 uppercase">
            Applicants
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <h1
            id="applicants-heading"
            className="text-2xl font-bold break-words text-indigo-950 sm:text-3xl"
          >
            {applicantsJob?.title ?? 'Applicants'}
          </h1>
          {applicantsJob ? <StatusChip state={applicantsJob.status} /> : null}
        </div>
      </div>
      {applicantsJob ? (
        <ApplicantTabs value={tab} counts={employer.applicantCounts} onChange={chooseTab} />
      ) : null}
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-6">
        {!isApplicantsFetched ? (
          employer.loading ? (
            <PageLoader />
          ) : (
            <Alert>{employer.error ?? EMPLOYER_FALLBACKS.fetchApplicants}</Alert>
          )
        ) : (
          <ApplicantList
            tab={tab}
            jobStatus={applicantsJob?.status}
            applicants={applicants}
            openId={openId}
            checkedIds={new Set(checkedIds)}
            hasMore={applicantsCursor !== null}
            isLoadingMore={employer.loading}
            onCheck={check}
            onOpen={setOpenId}
            onLoadMore={() =>
              void dispatch(
                fetchApplicants({ jobId, statuses: tabStatuses(tab), cursor: applicantsCursor }),
              )
            }
          />
        )}
        {open ? (
          <ApplicantPanel
            applicant={open}
            isBusy={employer.updateStatusLoading}
            isOpeningResume={resume.openingId === open.resume.publicId}
            onMove={move}
            onRemove={() => setConfirmation({ kind: 'remove', applicant: open })}
            onViewResume={() => resume.open(open.resume)}
            onClose={() => setOpenId(null)}
          />
        ) : isApplicantsFetched && applicants.length ? (
          <p className="hidden rounded-xl border border-dashed border-slate-300 p-5 text-sm text-slate-700 lg:block">
            Choose an applicant to read their answers, check their availability and open their
            resume.
          </p>
        ) : null}
      </div>
      {/* After the list, so it can stick to the bottom of the screen while ticking down it. */}
      {checkedIds.length ? (
        <BulkBar
          count={checkedIds.length}
          isBusy={employer.updateStatusLoading}
          onShortlist={() => void shortlistChecked()}
          onReject={() => setConfirmation({ kind: 'bulk-reject', userIds: checkedIds })}
          onMessage={() => setWriting(true)}
          onClear={() => setChecked(new Set())}
        />
      ) : null}
      {isWriting && checkedIds.length ? (
        <BulkMessageDialog
          count={checkedIds.length}
          isBusy={bulkMessage.isSending}
          error={bulkMessage.error}
          onSend={(body) =>
            void bulkMessage.send(checkedIds, body).then((sent) => {
              if (!sent) return;
              setWriting(false);
              setChecked(new Set());
            })
          }
          onCancel={() => {
            setWriting(false);
            bulkMessage.clearError();
          }}
        />
      ) : null}
      {confirmation ? (
        <PipelineConfirm
          confirmation={confirmation}
          isBusy={employer.updateStatusLoading}
          reason={reason}
          onReason={setReason}
          onConfirm={() => void confirm(confirmation)}
          onCancel={() => {
            setConfirmation(null);
            setReason(undefined);
          }}
        />
      ) : null}
    </section>
  );
}
