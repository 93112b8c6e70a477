import { PAY_LIMITS, formatInr } from '@shuruaat/contract';
import { useFormContext } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormSection } from '@/components/ui/form-section';
import { TextField } from '@/components/ui/text-field';
import { localizeServerMessage, pageLanguage, useT } from '@/lib/i18n/translate';
import type { JobFormValues, SectionProps } from './form-types';

type AmountName = `${'ctc' | 'stipend'}.${'min' | 'max'}`;

export function PaySection({ issueOf }: SectionProps) {
  const t = useT();
  const { watch, setValue } = useFormContext<JobFormValues>();
  const [kind, stipend] = watch(['kind', 'stipend']);
  if (kind === 'job') {
    return (
      <FormSection title={t('jobs.form.pay')} description={t('jobs.form.ctcHint')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <AmountField label={t('jobs.form.ctcMin')} name="ctc.min" issueOf={issueOf} />
          <AmountField label={t('jobs.form.ctcMax')} name="ctc.max" issueOf={issueOf} />
        </div>
        <RangeIssue message={issueOf('ctc')} />
      </FormSection>
    );
  }
  const isUnpaid = stipend === null;
  return (
    <FormSection
      title={t('jobs.form.pay')}
      description={t('jobs.form.stipendHint', {
        min: formatInr(PAY_LIMITS.stipendMin, pageLanguage()),
      })}
    >
      <CheckboxField
        label={t('jobs.form.unpaid')}
        hint={t('jobs.form.unpaidHint')}
        checked={isUnpaid}
        onChange={(event) =>
          setValue('stipend', event.target.checked ? null : undefined, { shouldValidate: true })
        }
      />
      {isUnpaid ? null : (
        <div className="grid gap-5 sm:grid-cols-2">
          <AmountField label={t('jobs.form.stipendMin')} name="stipend.min" issueOf={issueOf} />
          <AmountField label={t('jobs.form.stipendMax')} name="stipend.max" issueOf={issueOf} />
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
  return message ? (
    <p className="text-sm font-medium text-red-700">{localizeServerMessage(message)}</p>
  ) : null;
}
