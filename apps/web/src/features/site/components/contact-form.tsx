import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_TOPICS, ContactBodySchema } from '@shuruaat/contract';
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
import { TOPIC_IDS } from '../content/labels';
import type { contactPageAction } from '../loaders';
import { SendAgain, SentNotice } from './form-result';
import { HoneypotField } from './honeypot-field';

const fieldOf = fieldIn(['name', 'email', 'mobile', 'topic', 'message']);
const TOPIC_OPTIONS = [
  { value: '', label: 'site.contact.chooseTopic' },
  ...CONTACT_TOPICS.map((topic) => ({ value: topic, label: TOPIC_IDS[topic] })),
];

/** Sent through the contact page's route action; the server's thanks then replace it. */
export function ContactForm() {
  return <SendAgain form={(again) => <ContactFormRound onAgain={again} />} />;
}

function ContactFormRound({ onAgain }: { onAgain: () => void }) {
  const t = useT();
  const fetcher = useFetcher<typeof contactPageAction>();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ContactBodySchema),
    defaultValues: { name: '', email: '', mobile: '', message: '', website: '' },
  });
  const { errors } = formState;
  const answer = fetcher.data;
  const error = useActionFailure(answer, setError, fieldOf);
  const isSending = fetcher.state !== 'idle';

  const onSubmit = handleSubmit((values) =>
    fetcher.submit(values, { method: 'post', encType: 'application/json' }),
  );

  if (answer?.ok) {
    return (
      <SentNotice
        title={t('site.contact.sent')}
        message={localizeServerMessage(answer.data.message)}
        againLabel={t('site.contact.sendAnother')}
        onAgain={onAgain}
      />
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="relative space-y-5"
      aria-label={t('site.contact.formLabel')}
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
          label={t('site.form.email')}
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
          hint={t('site.contact.mobileHint')}
          error={errors.mobile?.message}
          {...register('mobile')}
        />
        <SelectField
          label={t('site.contact.topic')}
          options={TOPIC_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
          error={errors.topic?.message}
          {...register('topic')}
        />
      </div>
      <TextareaField
        label={t('site.contact.message')}
        hint={t('site.contact.messageHint')}
        error={errors.message?.message}
        {...register('message')}
      />
      <HoneypotField field={register('website')} />
      <Button type="submit" size="lg" disabled={isSending}>
        {isSending ? <Spinner className="size-5 text-indigo-950" /> : null}
        {isSending ? t('site.form.sending') : t('site.contact.send')}
      </Button>
    </form>
  );
}
