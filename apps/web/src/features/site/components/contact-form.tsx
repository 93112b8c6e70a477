import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_TOPIC_LABELS, CONTACT_TOPICS, ContactBodySchema } from '@shuruaat/contract';
import { useForm } from 'react-hook-form';
import { useFetcher } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { fieldIn } from '@/lib/form-failure';
import { useActionFailure } from '@/lib/use-action-failure';
import type { contactPageAction } from '../loaders';
import { SendAgain, SentNotice } from './form-result';
import { HoneypotField } from './honeypot-field';

const fieldOf = fieldIn(['name', 'email', 'mobile', 'topic', 'message']);
const TOPIC_OPTIONS = [
  { value: '', label: 'Choose a topic' },
  ...CONTACT_TOPICS.map((topic) => ({ value: topic, label: CONTACT_TOPIC_LABELS[topic] })),
];

/** Sent through the contact page's route action; the server's thanks then replace it. */
export function ContactForm() {
  return <SendAgain form={(again) => <ContactFormRound onAgain={again} />} />;
}

function ContactFormRound({ onAgain }: { onAgain: () => void }) {
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
        title="Message sent"
        message={answer.data.message}
        againLabel="Send another message"
        onAgain={onAgain}
      />
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-5" aria-label="Contact form">
      <Alert>{isSending ? null : error}</Alert>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Your name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
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
          hint="10 digits, so we can call if email bounces"
          error={errors.mobile?.message}
          {...register('mobile')}
        />
        <SelectField
          label="Topic"
          options={TOPIC_OPTIONS}
          error={errors.topic?.message}
          {...register('topic')}
        />
      </div>
      <TextareaField
        label="Message"
        hint="At least 20 characters. Add a job link if your question is about a listing."
        error={errors.message?.message}
        {...register('message')}
      />
      <HoneypotField field={register('website')} />
      <Button type="submit" size="lg" disabled={isSending}>
        {isSending ? <Spinner className="size-5 text-indigo-950" /> : null}
        {isSending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
