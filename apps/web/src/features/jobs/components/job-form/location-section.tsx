import { addDays, JOB_LIMITS, todayInIndia, WORK_MODES } from '@shuruaat/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormSection } from '@/components/ui/form-section';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { applyByRange } from '../../job-form-values';
import { dateText } from '@/lib/format';
import { workModeLabel } from '@/job-search/option-labels';
import { useT } from '@/lib/i18n/translate';
import { CityPicker } from './city-picker';
import type { JobFormValues, SectionProps } from './form-types';

const emptyToNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

export function LocationSection({ issueOf }: SectionProps) {
  const t = useT();
  const { register, control, watch, setValue } = useFormContext<JobFormValues>();
  const modeOptions = WORK_MODES.map((mode) => ({ value: mode, label: workModeLabel(t, mode) }));
  const [kind, workMode, startDate] = watch(['kind', 'workMode', 'startDate']);
  const today = todayInIndia();
  const applyBy = applyByRange(today);
  return (
    <FormSection title={t('jobs.form.locationAndSchedule')}>
      <SelectField
        label={t('jobs.form.workMode')}
        options={modeOptions}
        error={issueOf('workMode')}
        {...register('workMode', {
          onChange: (event: { target: { value: string } }) => {
            if (event.target.value === 'remote') setValue('cities', []);
          },
        })}
      />
      {workMode === 'remote' ? (
        <p className="text-sm text-slate-700">{t('jobs.form.anywhere')}</p>
      ) : (
        <Controller
          control={control}
          name="cities"
          render={({ field }) => (
            <CityPicker value={field.value} onChange={field.onChange} error={issueOf('cities')} />
          )}
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('jobs.form.openings')}
          type="number"
          min={1}
          max={JOB_LIMITS.openingsMax}
          error={issueOf('openings')}
          {...register('openings', { valueAsNumber: true })}
        />
        {kind === 'internship' ? (
          <TextField
            label={t('jobs.form.durationMonths')}
            type="number"
            min={1}
            max={JOB_LIMITS.durationMonthsMax}
            error={issueOf('durationMonths')}
            {...register('durationMonths', { setValueAs: emptyToNull })}
          />
        ) : null}
      </div>
      <CheckboxField
        label={t('jobs.form.partTime')}
        hint={t('jobs.form.partTimeHint')}
        {...register('partTime')}
      />
      <CheckboxField
        label={t('jobs.form.adultsOnly')}
        hint={t('jobs.form.adultsOnlyHint')}
        {...register('adultsOnly')}
      />
      <CheckboxField
        label={t('jobs.form.startsNow')}
        checked={startDate === null}
        onChange={(event) =>
          setValue('startDate', event.target.checked ? null : addDays(today, 14), {
            shouldValidate: true,
          })
        }
      />
      {startDate !== null ? (
        <TextField
          label={t('jobs.form.startDate')}
          type="date"
          min={today}
          error={issueOf('startDate')}
          {...register('startDate')}
        />
      ) : null}
      <TextField
        label={t('jobs.form.applyBy')}
        type="date"
        min={applyBy.min}
        max={applyBy.max}
        hint={t('jobs.form.applyByHint', {
          from: dateText(applyBy.min),
          to: dateText(applyBy.max),
        })}
        error={issueOf('applyBy')}
        {...register('applyBy')}
      />
    </FormSection>
  );
}
