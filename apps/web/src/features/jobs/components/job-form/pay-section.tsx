import { PAY_LIMITS, formatInr } from '@shuruaat/contract';
import { useFormContext } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormSection } from '@/components/ui/form-section';
import { TextField } from '@/components/ui/text-field';
import type { JobFormValues, SectionProps } from './form-types';

type AmountName = `${'ctc' | 'stipend'}.${'min' | 'max'}`;

export function PaySection({ issueOf }: SectionProps) {
  const { watch, setValue } = useFormContext<JobFormValues>();
  const [kind, stipend] = watch(['kind', 'stipend']);
  if (kind === 'job') {
    return (
      <FormSection title="Pay" description="CTC per year, in rupees: ₹4.5 LPA is 450000.">
        <div className="grid gap-5 sm:grid-cols-2">
          <AmountField label="Minimum CTC (₹ per year)" name="ctc.min" issueOf={issueOf} />
          <AmountField label="Maximum CTC (₹ per year)" name="ctc.max" issueOf={issueOf} />
        </div>
        <RangeIssue message={issueOf('ctc')} />
      </FormSection>
    );
  }
  const isUnpaid = stipend === null;
  return (
    <FormSection
      title="Pay"
      description={`Stipend per month, in rupees (at least ${formatInr(PAY_LIMITS.stipendMin)}).`}
    >
      <CheckboxField
        label="Unpaid internship"
        hint="Students see “Unpaid” on the listing."
        checked={isUnpaid}
        onChange={(event) =>
          setValue('stipend', event.target.checked ? null : undefined, { shouldValidate: true })
        }
      />
      {isUnpaid ? null : (
        <div className="grid gap-5 sm:grid-cols-2">
          <AmountField label="Minimum stipend (₹ per month)" name="stipend.min" issueOf={issueOf} />
          <AmountField label="Maximum stipend (₹ per month)" name="stipend.max" issueOf={issueOf} />
        </div>
      )}
      <RangeIssue message={issueOf('stipend')} />
    </FormSection>
  );
}

function AmountField({ label, name, issueOf }: { label: string; name: AmountName } & SectionProps) {
  const { register } = useFormContext<JobFormValues>();
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      error={issueOf(name)}
      {...register(name, { valueAsNumber: true })}
    />
  );
}

function RangeIssue({ message }: { message?: string }) {
  return message ? <p className="text-sm font-medium text-red-700">{message}</p> : null;
}
