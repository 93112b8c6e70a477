import { zodResolver } from '@hookform/resolvers/zod';
import {
  EnquiryBodySchema,
  TEAM_SIZES,
  type EnquiryBody,
  type EnquiryService,
} from '@shuruaat/contract';
import { useForm } from 'react-hook-form';
import { useFetcher } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { fieldIn } from '@/lib/form-failure';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { useActionFailure } from '@/lib/use-action-failure';
import type { enquiryAction } from '../loaders';
import { SendAgain, SentNotice } from './form-result';
import { HoneypotField } from './honeypot-field';

const fieldOf = fieldIn<EnquiryBody>([
  'name',
  'email',
  'mobile',
  'organisation',
  'teamSize',
  'message',
]);

type EnquiryFormProps = { service: EnquiryService; messageHint: string };

/**
 * One form for corporate training and both services; `service` says which was asked about. It
 * is sent through the page's route action, and the server's thanks then replace it.
 */
export function EnquiryForm(props: EnquiryFormProps) {
  return <SendAgain form={(again) => <EnquiryFormRound {...props} onAgain={again} />} />;
}

function EnquiryFormRound({
  service,
  messageHint,
  onAgain,
}: EnquiryFormProps & { onAgain: () => void }) {
  const t = useT();
  const sizeOptions = [
    { value: '', label: t('site.enquiry.chooseSize') },
    ...TEAM_SIZES.map((size) => ({ value: size, label: t('site.enquiry.people', { size }) })),
  ];
  const fetcher = useFetcher<typeof enquiryAction>();
  const { register, handleSubmit, setError, formState } = useForm({
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
  const answer = fetcher.data;
  const error = useActionFailure(answer, setError, fieldOf);
  const isSending = fetcher.state !== 'idle';

  // A team size left unchosen is undefined, so the JSON leaves it out.
  const onSubmit = handleSubmit((values) =>
    fetcher.submit(values, { method: 'post', encType: 'application/json' }),
  );

  if (answer?.ok) {
    return (
      <SentNotice
        title={t('site.enquiry.sent')}
        message={localizeServerMessage(answer.data.message)}
        againLabel={t('site.enquiry.sendAnother')}
        onAgain={onAgain}
      />
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="relative space-y-5"
      aria-label={t('site.enquiry.formLabel')}
    >
      <Alert>{isSending ? null : error}</Alert>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('site.form.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('site.enquiry.workEmail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('site.form.mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          error={errors.mobile?.message}
          {...register('mobile')}
        />
        <TextField
          label={t('site.enquiry.organisation')}
          autoComplete="organization"
          error={errors.organisation?.message}
          {...register('organisation')}
        />
        <SelectField
          label={t('site.enquiry.teamSize')}
          options={sizeOptions}
          error={errors.teamSize?.message}
          {...register('teamSize', { setValueAs: (value: string) => value || undefined })}
        />
      </div>
      <TextareaField
        label={t('site.enquiry.need')}
        hint={messageHint}
        error={errors.message?.message}
        {...register('message')}
      />
      <HoneypotField field={register('website')} />
      <Button type="submit" size="lg" disabled={isSending}>
        {isSending ? <Spinner className="size-5 text-indigo-950" /> : null}
        {isSending ? t('site.form.sending') : t('site.enquiry.send')}
      </Button>
    </form>
  );
}
