import { countOf, MESSAGE_MAX_LENGTH } from '@shuruaat/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextareaField } from '@/components/ui/textarea-field';

type BulkMessageDialogProps = {
  count: number;
  isBusy: boolean;
  /** Why the last send failed, shown under the message so nothing typed is lost. */
  error: string | undefined;
  onSend: (body: string) => void;
  onCancel: () => void;
};

/** One message, written once, that reaches each ticked applicant in their own conversation. */
export function BulkMessageDialog({
  count,
  isBusy,
  error,
  onSend,
  onCancel,
}: BulkMessageDialogProps) {
  const [body, setBody] = useState('');
  const [empty, setEmpty] = useState(false);
  const who = countOf(count, 'applicant');
  return (
    <ConfirmDialog
      title={`Message ${who}`}
      confirmLabel={isBusy ? 'Sending…' : `Send to ${who}`}
      tone="primary"
      isBusy={isBusy}
      onConfirm={() => {
        if (body.trim()) onSend(body.trim());
        else setEmpty(true);
      }}
      onCancel={onCancel}
    >
      <p>
        Each of them gets it in their own conversation with you, and can reply there. Nobody sees
        who else received it.
      </p>
      <TextareaField
        label="Message"
        value={body}
        maxLength={MESSAGE_MAX_LENGTH}
        error={empty ? 'Write a message first.' : error}
        aside={`${body.length}/${MESSAGE_MAX_LENGTH}`}
        onChange={(event) => {
          setBody(event.target.value);
          setEmpty(false);
        }}
      />
    </ConfirmDialog>
  );
}
