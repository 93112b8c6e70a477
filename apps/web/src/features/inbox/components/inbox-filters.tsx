import { SUBMISSION_KINDS, SubmissionKindSchema } from '@shuruaat/contract';
import { SelectField } from '@/components/ui/select-field';
import { useT } from '@/lib/i18n/translate';
import type { InboxFilter } from '../api';
import { KIND_LABELS } from '../kind-labels';

const HANDLED_OPTIONS = [
  { value: 'false', label: 'inbox.filter.notHandled' },
  { value: 'true', label: 'inbox.filter.handled' },
  { value: '', label: 'inbox.filter.all' },
];

type InboxFiltersProps = { filter: InboxFilter; onChange: (filter: InboxFilter) => void };

export function InboxFilters({ filter, onChange }: InboxFiltersProps) {
  const t = useT();
  const kindOptions = [
    { value: '', label: t('inbox.filter.allKinds') },
    ...SUBMISSION_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABELS[kind]) })),
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('inbox.filter.kind')}
        options={kindOptions}
        value={filter.kind}
        onChange={(event) => {
          const kind = SubmissionKindSchema.safeParse(event.target.value);
          onChange({ ...filter, kind: kind.success ? kind.data : '' });
        }}
      />
      <SelectField
        label={t('inbox.filter.status')}
        options={HANDLED_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
        value={filter.handled}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ ...filter, handled: value === 'true' || value === 'false' ? value : '' });
        }}
      />
    </div>
  );
}
