import type { EmployerSettableStatus, RejectionReason } from '@shuruaat/contract';
import { useRef, useState } from 'react';
import { Link, useLoaderData, useParams, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { toast } from '@/lib/toast';
import { useLoadedView } from '@/lib/use-loaded-view';
import { noApplicants, type ApplicantTab } from '@/lib/applicant-counts';
import {
  applicantsAction,
  applicantsLoader,
  findMoreApplicants,
  keepApplicantsAfterChange,
  resumeLink,
} from '../applicant-loaders';
import { pageAdded, useApplicantList } from '../applicant-list-state';
import { ApplicantList } from '../components/applicants/applicant-list';
import { ApplicantPanel } from '../components/applicants/applicant-panel';
import { ApplicantTabs } from '../components/applicants/applicant-tabs';
import { BulkBar } from '../components/applicants/bulk-bar';
import { BulkMessageDialog } from '../components/applicants/bulk-message-dialog';
import {
  PipelineConfirm,
  type PipelineConfirmation,
} from '../components/applicants/pipeline-confirm';
import { StatusChip } from '@/components/ui/listing-status-chip';
import { EMPLOYER_PATHS } from '@/lib/employer-paths';
import { useApplicantChanges } from '../use-applicant-changes';
import { useBulkMessage } from '../use-bulk-message';
import { useOpenResume } from '@/lib/use-open-resume';
import { useT } from '@/lib/i18n/translate';
import { applicationsCatalogue } from '../locales/catalogue';

const NO_COUNTS = noApplicants();

/** /employer/dashboard/jobs/:id/applicants: one job's hiring pipeline, tab by tab. */
function ApplicantsPage() {
  const t = useT();
  const { id: jobId = '' } = useParams();
  const [, setParams] = useSearchParams();
  const { tab, first } = useLoaderData<typeof applicantsLoader>();
  const { view, retry } = useLoadedView(first);
  const [list, update] = useApplicantList(first);
  const applicants = list?.applicants ?? [];
  const applicantsJob = list?.job ?? null;
  const isApplicantsFetched = list !== null;
  const changes = useApplicantChanges(update);
  const [isLoadingMore, setLoadingMore] = useState(false);
  const isAskingMore = useRef(false);
  const resume = useOpenResume(resumeLink);
  const [openId, setOpenId] = useState<string | null>(null);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [confirmation, setConfirmation] = useState<PipelineConfirmation | null>(null);
  const [reason, setReason] = useState<RejectionReason | undefined>(undefined);
  const [isWriting, setWriting] = useState(false);
  const bulkMessage = useBulkMessage(jobId);

  async function loadMore() {
    const cursor = list?.nextCursor;
    // A second tap before the page arrives asks for nothing more.
    if (!cursor || isAskingMore.current) return;
    isAskingMore.current = true;
    setLoadingMore(true);
    const page = await findMoreApplicants(jobId, tab, cursor);
    isAskingMore.current = false;
    setLoadingMore(false);
    if (page.ok) update(pageAdded({ cursor, page: page.data }));
    else toast.error(page.failure.message);
  }

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
          <span aria-hidden="true">←</span> {t('applications.applicants.myJobs')}
        </Link>
        {applicantsJob ? (
          <p className="mt-3 text-sm font-semibold tracking-wide text-saffron-700 uppercase">
            {t('applications.applicants.eyebrow')}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <h1
            id="applicants-heading"
            className="text-2xl font-bold break-words text-indigo-950 sm:text-3xl"
          >
            {applicantsJob?.title ?? t('applications.applicants.eyebrow')}
          </h1>
          {applicantsJob ? <StatusChip state={applicantsJob.status} /> : null}
          {applicantsJob ? (
            // A download, not a page: the browser saves the file and the pipeline stays open.
            <a
              href={EMPLOYER_PATHS.applicantsCsv(jobId)}
              download
              className={buttonClasses({ variant: 'outline', size: 'sm', className: 'sm:ml-auto' })}
            >
              {t('applications.applicants.downloadCsv')}
            </a>
          ) : null}
        </div>
      </div>
      {applicantsJob ? (
        <ApplicantTabs value={tab} counts={list?.counts ?? NO_COUNTS} onChange={chooseTab} />
      ) : null}
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-6">
        {!list ? (
          view.status === 'failed' ? (
            <LoadFailed message={view.message} onRetry={retry} />
          ) : (
            <PageLoader />
          )
        ) : (
          <ApplicantList
            tab={tab}
            jobStatus={applicantsJob?.status}
            applicants={applicants}
            openId={openId}
            checkedIds={new Set(checkedIds)}
            hasMore={list.nextCursor !== null}
            isLoadingMore={isLoadingMore}
            onCheck={check}
            onOpen={setOpenId}
            onLoadMore={() => void loadMore()}
          />
        )}
        {open ? (
          <ApplicantPanel
            applicant={open}
            isBusy={changes.isBusy}
            isOpeningResume={resume.openingId === open.resume.publicId}
            onMove={move}
            onRemove={() => setConfirmation({ kind: 'remove', applicant: open })}
            onViewResume={() => resume.open(open.resume)}
            onDownloadResume={() => resume.download(open.resume)}
            onClose={() => setOpenId(null)}
          />
        ) : isApplicantsFetched && applicants.length ? (
          <p className="hidden rounded-xl border border-dashed border-slate-300 p-5 text-sm text-slate-700 lg:block">
            {t('applications.applicants.choose')}
          </p>
        ) : null}
      </div>
      {/* After the list, so it can stick to the bottom of the screen while ticking down it. */}
      {checkedIds.length ? (
        <BulkBar
          count={checkedIds.length}
          isBusy={changes.isBusy}
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
          isBusy={changes.isBusy}
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

export const applicantsRoute = {
  Component: ApplicantsPage,
  loader: applicantsLoader,
  action: applicantsAction,
  shouldRevalidate: keepApplicantsAfterChange,
  catalogue: applicationsCatalogue,
};
