import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { Button } from '@/components/ui/button';
import { useApplicantTyping } from '../../use-applicant-typing';
import { useWideScreen } from '../../use-wide-screen';
import { ApplicantDetail, type ApplicantDetailProps } from './applicant-detail';
import { CloseButton } from '@/components/ui/close-button';
import { useT } from '@/lib/i18n/translate';

type ApplicantPanelProps = ApplicantDetailProps & {
  isOpeningResume: boolean;
  onViewResume: () => void;
  onDownloadResume: () => void;
  onClose: () => void;
};

/** The chosen applicant: beside the list on a wide screen, a sheet over it on a phone. */
export function ApplicantPanel({
  isOpeningResume,
  onViewResume,
  onDownloadResume,
  onClose,
  ...detail
}: ApplicantPanelProps) {
  const t = useT();
  const isWide = useWideScreen();
  const { id: jobId = '' } = useParams();
  // Held here, so opening another applicant or turning the phone keeps what was read and made.
  const typing = useApplicantTyping(jobId);
  // aria-disabled, not disabled: a disabled button drops focus, and Escape would no longer
  // reach the sheet it sits in.
  const resume = (
    <div className="flex gap-2">
      <Button
        variant="secondary"
        className="flex-1"
        aria-disabled={isOpeningResume || undefined}
        onClick={isOpeningResume ? undefined : onViewResume}
      >
        {isOpeningResume ? t('applications.panel.opening') : t('applications.panel.view')}
      </Button>
      <Button
        variant="outline"
        aria-disabled={isOpeningResume || undefined}
        onClick={isOpeningResume ? undefined : onDownloadResume}
      >
        {t('applications.panel.download')}
      </Button>
    </div>
  );
  if (!isWide) {
    return (
      <BottomSheet title={detail.applicant.fullName} onClose={onClose} footer={resume}>
        <ApplicantDetail {...detail} typing={typing} />
      </BottomSheet>
    );
  }
  return (
    <SidePanel title={detail.applicant.fullName} onClose={onClose} resume={resume}>
      <ApplicantDetail {...detail} typing={typing} />
    </SidePanel>
  );
}

type SidePanelProps = {
  title: string;
  resume: ReactNode;
  children: ReactNode;
  onClose: () => void;
};

function SidePanel({ title, resume, children, onClose }: SidePanelProps) {
  const t = useT();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Opening another applicant moves focus to their name, so keyboard and screen reader users
  // land on what changed; closing returns it to the row that opened the panel last.
  useEffect(() => {
    opener.current = document.activeElement as HTMLElement | null;
    heading.current?.focus();
  }, [title]);
  useEffect(() => () => opener.current?.focus(), []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') onClose();
  }

  return (
    <aside
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="sticky top-4 max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h2
          id={titleId}
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold break-words text-indigo-950"
        >
          {title}
        </h2>
        <CloseButton label={t('applications.panel.close')} onClick={onClose} />
      </div>
      <div className="mt-3">{resume}</div>
      {children}
    </aside>
  );
}
