import {
  countOf,
  DECISION_REASON_LABELS,
  REJECTION_REASONS,
  type Applicant,
  type RejectionReason,
} from '@shuruaat/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';

const REASON_OPTIONS = [
  { value: '', label: 'No reason (just “not selected”)' },
  ...REJECTION_REASONS.map((value) => ({ value, label: DECISION_REASON_LABELS[value] })),
];

/** A kind reason from a fixed list: the candidate reads it with the decision. */
function ReasonPicker({
  reason,
  onReason,
}: {
  reason: RejectionReason | undefined;
  onReason: (reason: RejectionReason | undefined) => void;
}) {
  return (
    <SelectField
      label="Reason the candidate will read"
      options={REASON_OPTIONS}
      value={reason ?? ''}
      onChange={(event) => {
        const value = event.target.value;
        onReason(
          (REJECTION_REASONS as readonly string[]).includes(value)
            ? (value as RejectionReason)
            : undefined,
        );
      }}
    />
  );
}

export type PipelineConfirmation =
  | { kind: 'reject'; applicant: Applicant }
  | { kind: 'remove'; applicant: Applicant }
  | { kind: 'bulk-reject'; userIds: string[] };

type PipelineConfirmProps = {
  confirmation: PipelineConfirmation;
  isBusy: boolean;
  reason: RejectionReason | undefined;
  onReason: (reason: RejectionReason | undefined) => void;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Rejecting and removing reach the candidate at once, so both ask first. */
export function PipelineConfirm({
  confirmation,
  reason,
  onReason,
  ...actions
}: PipelineConfirmProps) {
  if (confirmation.kind === 'bulk-reject') {
    const count = confirmation.userIds.length;
    const who = countOf(count, 'applicant');
    return (
      <ConfirmDialog title={`Reject ${who}?`} confirmLabel={`Reject ${who}`} {...actions}>
        <p>Each of them is told their application was not selected.</p>
        <p>Withdrawn applications are left as they are. You can move anyone back later.</p>
        <ReasonPicker reason={reason} onReason={onReason} />
      </ConfirmDialog>
    );
  }
  const { fullName } = confirmation.applicant;
  if (confirmation.kind === 'reject') {
    return (
      <ConfirmDialog title={`Reject ${fullName}?`} confirmLabel="Reject" {...actions}>
        <p>They are told their application was not selected. You can move them back later.</p>
        <ReasonPicker reason={reason} onReason={onReason} />
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
