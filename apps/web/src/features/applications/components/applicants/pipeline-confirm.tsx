import { REJECTION_REASONS, type Applicant, type RejectionReason } from '@shuruaat/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { useT } from '@/lib/i18n/translate';

/** A kind reason from a fixed list: the candidate reads it with the decision. */
function ReasonPicker({
  reason,
  onReason,
}: {
  reason: RejectionReason | undefined;
  onReason: (reason: RejectionReason | undefined) => void;
}) {
  const t = useT();
  // The contract's DECISION_REASON_LABELS, in the page's language.
  const options = [
    { value: '', label: t('applications.confirm.noReason') },
    ...REJECTION_REASONS.map((value) => ({ value, label: t(`applications.reason.${value}`) })),
  ];
  return (
    <SelectField
      label={t('applications.confirm.reasonLabel')}
      options={options}
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
  const t = useT();
  if (confirmation.kind === 'bulk-reject') {
    const count = confirmation.userIds.length;
    return (
      <ConfirmDialog
        title={t('applications.confirm.bulkTitle', { count })}
        confirmLabel={t('applications.confirm.bulkConfirm', { count })}
        {...actions}
      >
        <p>{t('applications.confirm.bulkTold')}</p>
        <p>{t('applications.confirm.bulkLeft')}</p>
        <ReasonPicker reason={reason} onReason={onReason} />
      </ConfirmDialog>
    );
  }
  const { fullName } = confirmation.applicant;
  if (confirmation.kind === 'reject') {
    return (
      <ConfirmDialog
        title={t('applications.confirm.rejectTitle', { name: fullName })}
        confirmLabel={t('applications.confirm.reject')}
        {...actions}
      >
        <p>{t('applications.confirm.rejectTold')}</p>
        <ReasonPicker reason={reason} onReason={onReason} />
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      title={t('applications.confirm.removeTitle', { name: fullName })}
      confirmLabel={t('applications.confirm.remove')}
      {...actions}
    >
      <p>{t('applications.confirm.removeGone')}</p>
      <p>{t('applications.confirm.removeUndo')}</p>
    </ConfirmDialog>
  );
}
