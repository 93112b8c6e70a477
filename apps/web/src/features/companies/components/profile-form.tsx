import { zodResolver } from '@hookform/resolvers/zod';
import {
  CITIES,
  COMPANY_SIZES,
  UpdateEmployerProfileBodySchema,
  type EmployerProfile,
  type UpdateEmployerProfileBody,
} from '@shuruaat/contract';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormSection } from '@/components/ui/form-section';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import type { Failure } from '@/lib/failure';
import { showSaveFailure } from '@/lib/form-failure';
import { numberText } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n/translate';

const INDUSTRIES = [
  'Information technology',
  'Software products',
  'Internet',
  'E-commerce',
  'EdTech',
  'FinTech',
  'Banking & finance',
  'Healthcare',
  'Manufacturing',
  'Media & advertising',
  'Consulting',
  'Retail',
  'Logistics',
  'Non-profit',
];
const ABOUT_MAX = 5000;
const sizeOptions = (t: Translate) => [
  { value: '', label: t('companies.form.chooseSize') },
  ...COMPANY_SIZES.map((size) => ({
    value: size,
    label: t('companies.form.sizeOption', { size }),
  })),
];

export const PROFILE_FIELDS = Object.keys(UpdateEmployerProfileBodySchema.shape);

export function profileValues(profile: EmployerProfile): Required<UpdateEmployerProfileBody> {
  const { companyName, website, about, industry, companySize, city } = profile;
  const { contactName, contactEmail, contactPhone } = profile;
  return {
    ...{ companyName, website, about, industry, companySize, city },
    ...{ contactName, contactEmail, contactPhone },
  };
}

type ProfileFormProps = {
  profile: EmployerProfile;
  isSaving: boolean;
  /** Resolves to the failure, if any, so the form can place the server's field errors. */
  onSave: (values: UpdateEmployerProfileBody) => Promise<Failure | undefined>;
};

const profileFieldOf = (path: string) =>
  PROFILE_FIELDS.find((field): field is keyof UpdateEmployerProfileBody => field === path);

export function ProfileForm({ profile, isSaving, onSave }: ProfileFormProps) {
  const t = useT();
  const { register, handleSubmit, control, formState, setError } = useForm({
    resolver: zodResolver(UpdateEmployerProfileBodySchema),
    mode: 'onTouched',
    // A new profile from the server (after a save or a logo upload) refills untouched fields.
    values: profileValues(profile),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = formState;
  const about = useWatch({ control, name: 'about' }) ?? '';
  const submit = handleSubmit(async (values) => {
    showSaveFailure(await onSave(values), setError, profileFieldOf);
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <FormSection title={t('companies.form.basics')}>
        <TextField
          label={t('companies.form.companyName')}
          autoComplete="organization"
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('companies.form.industry')}
            list="industry-suggestions"
            hint={t('companies.form.industryHint')}
            error={errors.industry?.message}
            {...register('industry')}
          />
          <SelectField
            label={t('companies.form.size')}
            options={sizeOptions(t)}
            error={errors.companySize?.message}
            {...register('companySize')}
          />
          <TextField
            label={t('companies.form.city')}
            list="city-suggestions"
            hint={t('companies.form.cityHint')}
            error={errors.city?.message}
            {...register('city')}
          />
          <TextField
            label={t('companies.form.website')}
            type="url"
            inputMode="url"
            placeholder="https://example.in"
            error={errors.website?.message}
            {...register('website')}
          />
        </div>
        <Suggestions id="industry-suggestions" items={INDUSTRIES} />
        <Suggestions id="city-suggestions" items={CITIES} />
      </FormSection>
      <FormSection title={t('companies.form.about')} description={t('companies.form.aboutHint')}>
        <TextareaField
          label={t('companies.form.aboutLabel')}
          rows={8}
          error={errors.about?.message}
          aside={
            <span
              className={`text-sm ${about.length > ABOUT_MAX ? 'font-semibold text-red-700' : 'text-slate-600'}`}
            >
              {numberText(about.length)} / {numberText(ABOUT_MAX)}
            </span>
          }
          {...register('about')}
        />
      </FormSection>
      <FormSection
        title={t('companies.form.contact')}
        description={t('companies.form.contactHint')}
      >
        <TextField
          label={t('companies.form.contactName')}
          autoComplete="name"
          error={errors.contactName?.message}
          {...register('contactName')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('companies.form.contactEmail')}
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errors.contactEmail?.message}
            {...register('contactEmail')}
          />
          <TextField
            label={t('companies.form.contactPhone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+91 98765 43210"
            error={errors.contactPhone?.message}
            {...register('contactPhone')}
          />
        </div>
      </FormSection>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSaving}>
        {isSaving ? <Spinner className="size-5 text-indigo-950" /> : null}
        {isSaving ? t('companies.form.saving') : t('companies.form.save')}
      </Button>
    </form>
  );
}

function Suggestions({ id, items }: { id: string; items: readonly string[] }) {
  return (
    <datalist id={id}>
      {items.map((item) => (
        <option key={item} value={item} />
      ))}
    </datalist>
  );
}
