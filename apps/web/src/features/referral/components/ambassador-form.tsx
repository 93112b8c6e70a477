import { zodResolver } from '@hookform/resolvers/zod';
import {
  AMBASSADOR_LIMITS,
  AMBASSADOR_MESSAGES,
  AmbassadorApplicationBodySchema,
  YEAR_OF_STUDY_LABELS,
  YEARS_OF_STUDY,
} from '@shuruaat/contract';
import { useForm, type Path } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useAppDispatch } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';
import { applyAsAmbassador } from '../slice';

// Two optional link boxes on screen; empty ones are dropped before the contract checks the rest.
const FormSchema = AmbassadorApplicationBodySchema.extend({
  socialLinks: z.array(z.string()).transform((links) => links.map((l) => l.trim()).filter(Boolean)),
}).pipe(AmbassadorApplicationBodySchema);

type FormValues = z.input<typeof FormSchema>;
const YEAR_OPTIONS = [
  { value: '', label: 'Choose your year' },
  ...YEARS_OF_STUDY.map((year) => ({ value: year, label: YEAR_OF_STUDY_LABELS[year] })),
];
const FIELDS = ['college', 'city', 'yearOfStudy', 'why', 'socialLinks.0', 'socialLinks.1'] as const;

export function AmbassadorForm() {
  const dispatch = useAppDispatch();
  const { register, handleSubmit, formState, setError } = useForm<
    FormValues,
    unknown,
    z.output<typeof FormSchema>
  >({
    resolver: zodResolver(FormSchema),
    defaultValues: {
      college: '',
      city: '',
      yearOfStudy: '' as never,
      why: '',
      socialLinks: ['', ''],
    },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    const result = await dispatch(applyAsAmbassador(values));
    if (applyAsAmbassador.fulfilled.match(result)) {
      toast.success(AMBASSADOR_MESSAGES.submitted);
      return;
    }
    setError('root', { message: result.payload?.message ?? AMBASSADOR_MESSAGES.submit });
    for (const detail of result.payload?.details ?? []) {
      const field = FIELDS.find((name) => name === detail.path);
      if (field) setError(field as Path<FormValues>, { message: detail.message });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <Alert>{errors.root?.message}</Alert>
      <TextField
        label="College"
        autoComplete="organization"
        error={errors.college?.message}
        {...register('college')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="City"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <SelectField
          label="Year of study"
          options={YEAR_OPTIONS}
          error={errors.yearOfStudy?.message}
          {...register('yearOfStudy')}
        />
      </div>
      <TextareaField
        label="Why do you want to be a campus ambassador?"
        rows={5}
        hint={`At least ${AMBASSADOR_LIMITS.whyMin} characters: what you do on campus and how you would help students.`}
        error={errors.why?.message}
        {...register('why')}
      />
      <TextField
        label="Social profile link (optional)"
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/you"
        error={errors.socialLinks?.[0]?.message}
        {...register('socialLinks.0')}
      />
      <TextField
        label="Another link (optional)"
        type="url"
        inputMode="url"
        placeholder="https://instagram.com/your-club"
        error={errors.socialLinks?.[1]?.message}
        {...register('socialLinks.1')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Apply to be an ambassador'}
      </Button>
    </form>
  );
}
