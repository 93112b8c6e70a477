import {
  addDays,
  JOB_LIMITS,
  todayInIndia,
  WORK_MODE_LABELS,
  WORK_MODES,
} from '@shuruaat/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormSection } from '@/components/ui/form-section';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { applyByRange } from '../../job-form-values';
import { dateText } from '@/lib/format';
import { CityPicker } from './city-picker';
import type { JobFormValues, SectionProps } from './form-types';

const MODE_OPTIONS = WORK_MODES.map((mode) => ({ value: mode, label: WORK_MODE_LABELS[mode] }));
const emptyToNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

export function LocationSection({ issueOf }: SectionProps) {
  const { register, control, watch, setValue } = useFormContext<JobFormValues>();
  const [kind, workMode, startDate] = watch(['kind', 'workMode', 'startDate']);
  const today = todayInIndia();
  const applyBy = applyByRange(today);
  return (
    <FormSection title="Location and schedule">
      <SelectField
        label="Work mode"
        options={MODE_OPTIONS}
        error={issueOf('workMode')}
        {...register('workMode', {
          onChange: (event: { target: { value: string } }) => {
            if (event.target.value === 'remote') setValue('cities', []);
          },
        })}
      />
      {workMode === 'remote' ? (
        <p className="text-sm text-slate-700">Candidates can work from anywhere in India.</p>
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
          label="Openings"
          type="number"
          min={1}
          max={JOB_LIMITS.openingsMax}
          error={issueOf('openings')}
          {...register('openings', { valueAsNumber: true })}
        />
        {kind === 'internship' ? (
          <TextField
            label="Duration (months)"
            type="number"
            min={1}
            max={JOB_LIMITS.durationMonthsMax}
            error={issueOf('durationMonths')}
            {...register('durationMonths', { setValueAs: emptyToNull })}
          />
        ) : null}
      </div>
      <CheckboxField
        label="Part-time"
        hint="Fewer hours, fits around classes."
        {...register('partTime')}
      />
      <CheckboxField
        label="Only for applicants 18 or older"
        hint="Night shifts, travel, or work the law keeps from under-18s. Under-18s cannot apply."
        {...register('adultsOnly')}
      />
      <CheckboxField
        label="Starts immediately"
        checked={startDate === null}
        onChange={(event) =>
          setValue('startDate', event.target.checked ? null : addDays(today, 14), {
            shouldValidate: true,
          })
        }
      />
      {startDate !== null ? (
        <TextField
          label="Start date"
          type="date"
          min={today}
          error={issueOf('startDate')}
          {...register('startDate')}
        />
      ) : null}
      <TextField
        label="Apply by"
        type="date"
        min={applyBy.min}
        max={applyBy.max}
        hint={`Between ${dateText(applyBy.min)} and ${dateText(applyBy.max)}.`}
        error={issueOf('applyBy')}
        {...register('applyBy')}
      />
    </FormSection>
  );
}
