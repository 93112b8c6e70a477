import { MESSAGE_MAX_LENGTH } from '@shuruaat/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { useT } from '@/lib/i18n/translate';

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
  const t = useT();
  const [body, setBody] = useState('');
  const [empty, setEmpty] = useState(false);
  return (
    <ConfirmDialog
      title={t('applications.message.title', { count })}
      confirmLabel={
        isBusy ? t('applications.message.sending') : t('applications.message.send', { count })
      }
      tone="primary"
      isBusy={isBusy}
      onConfirm={() => {
        if (body.trim()) onSend(body.trim());
        else setEmpty(true);
      }}
      onCancel={onCancel}
    >
      <p>{t('applications.message.each')}</p>
      <TextareaField
        label={t('applications.message.label')}
        value={body}
        maxLength={MESSAGE_MAX_LENGTH}
        error={empty ? t('applications.message.empty') : error}
        aside={`${body.length}/${MESSAGE_MAX_LENGTH}`}
        onChange={(event) => {
          setBody(event.target.value);
          setEmpty(false);
        }}
      />
    </ConfirmDialog>
  );
}
