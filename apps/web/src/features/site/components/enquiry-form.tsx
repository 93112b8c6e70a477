import { zodResolver } from '@hookform/resolvers/zod';
import { EnquiryBodySchema, TEAM_SIZES, type EnquiryService } from '@shuruaat/contract';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useAppDispatch } from '@/lib/redux-hooks';
import { fieldIn, placeFieldErrors } from '@/lib/form-failure';
import { useSiteForms } from '../hooks';
import { resetForm, sendEnquiry } from '../slice';
import { SentNotice } from './form-result';
import { HoneypotField } from './honeypot-field';

const FIELDS = ['name', 'email', 'mobile', 'organisation', 'teamSize', 'message'] as const;
const SIZE_OPTIONS = [
  { value: '', label: 'Choose a size' },
  ...TEAM_SIZES.map((size) => ({ value: size, label: `${size} people` })),
];

type EnquiryFormProps = { service: EnquiryService; messageHint: string };

/** One form for corporate training and both services; `service` says which was asked about. */
export function EnquiryForm({ service, messageHint }: EnquiryFormProps) {
  const dispatch = useAppDispatch();
  const { enquiry } = useSiteForms();
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(EnquiryBodySchema),
    defaultValues: {
      service,
      name: '',
      email: '',
      mobile: '',
      organisation: '',
      message: '',
      website: '',
    },
  });
  const { errors } = formState;
  const isSending = enquiry.status === 'sending';

  const onSubmit = handleSubmit(async (values) => {
    const body = { ...values, teamSize: values.teamSize || undefined };
    const result = await dispatch(sendEnquiry(body));
    if (sendEnquiry.rejected.match(result))
      placeFieldErrors(result.payload, setError, fieldIn(FIELDS));
    else reset();
  });

  if (enquiry.status === 'sent') {
    return (
      <SentNotice
        title="Enquiry sent"
        message={enquiry.message ?? ''}
        againLabel="Send another enquiry"
        onAgain={() => dispatch(resetForm('enquiry'))}
      />
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-5" aria-label="Enquiry form">
      <Alert>{enquiry.error}</Alert>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Your name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Work email"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Mobile (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          error={errors.mobile?.message}
          {...register('mobile')}
        />
        <TextField
          label="Company or organisation"
          autoComplete="organization"
          error={errors.organisation?.message}
          {...register('organisation')}
        />
        <SelectField
          label="Team size (optional)"
          options={SIZE_OPTIONS}
          error={errors.teamSize?.message}
          {...register('teamSize', { setValueAs: (value: string) => value || undefined })}
        />
      </div>
      <TextareaField
        label="What do you need?"
        hint={messageHint}
        error={errors.message?.message}
        {...register('message')}
      />
      <HoneypotField field={register('website')} />
      <Button type="submit" size="lg" disabled={isSending}>
        {isSending ? <Spinner className="size-5 text-indigo-950" /> : null}
        {isSending ? 'Sending…' : 'Send enquiry'}
      </Button>
    </form>
  );
}
