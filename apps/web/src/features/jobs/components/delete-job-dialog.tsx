import type { PostedJob } from '@shuruaat/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type DeleteJobDialogProps = {
  job: PostedJob;
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function DeleteJobDialog({ job, isBusy, onConfirm, onCancel }: DeleteJobDialogProps) {
  return (
    <ConfirmDialog
      title={`Delete “${job.title}”?`}
      confirmLabel="Delete job"
      isBusy={isBusy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>It disappears from your list and from search. This cannot be undone.</p>
      <p>
        A job that has applications is closed and hidden instead of erased, so the candidates who
        applied keep their application history.
      </p>
    </ConfirmDialog>
  );
}
