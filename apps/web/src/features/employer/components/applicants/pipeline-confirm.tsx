import type { Applicant } from '@shuruaat/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export type PipelineConfirmation =
  | { kind: 'reject'; applicant: Applicant }
  | { kind: 'remove'; applicant: Applicant }
  | { kind: 'bulk-reject'; userIds: string[] };

type PipelineConfirmProps = {
  confirmation: PipelineConfirmation;
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Rejecting and removing reach the candidate at once, so both ask first. */
export function PipelineConfirm({ confirmation, ...actions }: PipelineConfirmProps) {
  if (confirmation.kind === 'bulk-reject') {
    const count = confirmation.userIds.length;
    const who = count === 1 ? '1 applicant' : `${count} applicants`;
    return (
      <ConfirmDialog title={`Reject ${who}?`} confirmLabel={`Reject ${who}`} {...actions}>
        <p>Each of them is told their application was not selected.</p>
        <p>Withdrawn applications are left as they are. You can move anyone back later.</p>
      </ConfirmDialog>
    );
  }
  const { fullName } = confirmation.applicant;
  if (confirmation.kind === 'reject') {
    return (
      <ConfirmDialog title={`Reject ${fullName}?`} confirmLabel="Reject" {...actions}>
        <p>They are told their application was not selected. You can move them back later.</p>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog title={`Remove ${fullName}?`} confirmLabel="Remove applicant" {...actions}>
      <p>They leave this job’s list for good and are told they were not selected.</p>
      <p>This cannot be undone. To keep them on record, reject them instead.</p>
    </ConfirmDialog>
  );
}
