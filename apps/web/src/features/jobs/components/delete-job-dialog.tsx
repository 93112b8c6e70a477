import type { PostedJob } from '@shuruaat/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n/translate';

type DeleteJobDialogProps = {
  job: PostedJob;
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function DeleteJobDialog({ job, isBusy, onConfirm, onCancel }: DeleteJobDialogProps) {
  const t = useT();
  return (
    <ConfirmDialog
      title={t('jobs.delete.title', { title: job.title })}
      confirmLabel={t('jobs.delete.confirm')}
      isBusy={isBusy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{t('jobs.delete.gone')}</p>
      <p>{t('jobs.delete.kept')}</p>
    </ConfirmDialog>
  );
}
