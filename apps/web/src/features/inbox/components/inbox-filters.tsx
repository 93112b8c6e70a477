import { SUBMISSION_KIND_LABELS, SUBMISSION_KINDS, SubmissionKindSchema } from '@shuruaat/contract';
import { SelectField } from '@/components/ui/select-field';
import type { InboxFilter } from '../api';

const KIND_OPTIONS = [
  { value: '', label: 'All kinds' },
  ...SUBMISSION_KINDS.map((kind) => ({ value: kind, label: SUBMISSION_KIND_LABELS[kind] })),
];
const HANDLED_OPTIONS = [
  { value: 'false', label: 'Not handled' },
  { value: 'true', label: 'Handled' },
  { value: '', label: 'All' },
];

type InboxFiltersProps = { filter: InboxFilter; onChange: (filter: InboxFilter) => void };

export function InboxFilters({ filter, onChange }: InboxFiltersProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Kind"
        options={KIND_OPTIONS}
        value={filter.kind}
        onChange={(event) => {
          const kind = SubmissionKindSchema.safeParse(event.target.value);
          onChange({ ...filter, kind: kind.success ? kind.data : '' });
        }}
      />
      <SelectField
        label="Status"
        options={HANDLED_OPTIONS}
        value={filter.handled}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ ...filter, handled: value === 'true' || value === 'false' ? value : '' });
        }}
      />
    </div>
  );
}
