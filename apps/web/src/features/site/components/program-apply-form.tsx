import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROGRAM_LABELS,
  PROGRAM_LIMITS,
  PROGRAM_TRACKS,
  PROGRAMS,
  ProgramApplicationBodySchema,
  TRACK_LABELS,
  type Program,
  type ProgramApplicationBody,
  type ResumeVersion,
} from '@shuruaat/contract';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TagInput } from '@/components/ui/tag-input';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { fieldIn } from '@/lib/form-failure';
import type { Loaded } from '@/lib/route-data';
import { useActionFailure } from '@/lib/use-action-failure';
import { ResumeAttach } from './resume-attach';

const fieldOf = fieldIn([
  'program',
  'track',
  'college',
  'graduationYear',
  'skills',
  'whyYou',
  'attachResume',
]);
const PROGRAM_OPTIONS = PROGRAMS.map((p) => ({ value: p, label: PROGRAM_LABELS[p] }));
const TRACK_OPTIONS = [
  { value: '', label: 'Choose a track' },
  ...PROGRAM_TRACKS.map((t) => ({ value: t, label: TRACK_LABELS[t] })),
];
const yearFromInput = (value: string) => (value === '' ? undefined : Number(value));

type ProgramApplyFormProps = {
  program: Program;
  /** The candidate's current resume, offered for attaching. */
  resume: ResumeVersion | null;
  onUploaded: (resume: ResumeVersion | null) => void;
  /** The route action's answer to the last submit. */
  answer: Loaded<unknown> | undefined;
  isSending: boolean;
  onSend: (values: ProgramApplicationBody) => void;
};

export function ProgramApplyForm({
  program,
  resume,
  onUploaded,
  answer,
  isSending,
  onSend,
}: ProgramApplyFormProps) {
  const { register, handleSubmit, setError, control, formState } = useForm({
    resolver: zodResolver(ProgramApplicationBodySchema),
    defaultValues: { program, college: '', skills: [], whyYou: '', attachResume: resume !== null },
  });
  const { errors } = formState;
  const error = useActionFailure(answer, setError, fieldOf);
  const onSubmit = handleSubmit(onSend);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Program application">
      <Alert>{isSending ? null : error}</Alert>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Program"
          options={PROGRAM_OPTIONS}
          error={errors.program?.message}
          {...register('program')}
        />
        <SelectField
          label="Track"
          options={TRACK_OPTIONS}
          error={errors.track?.message}
          {...register('track')}
        />
        <TextField
          label="College"
          autoComplete="organization"
          error={errors.college?.message}
          {...register('college')}
        />
        <TextField
          label="Graduation year"
          type="number"
          inputMode="numeric"
          placeholder="2027"
          error={errors.graduationYear?.message}
          {...register('graduationYear', { setValueAs: yearFromInput })}
        />
      </div>
      <Controller
        control={control}
        name="skills"
        render={({ field }) => (
          <TagInput
            label="Skills"
            noun="a skill"
            value={field.value}
            max={PROGRAM_LIMITS.skills}
            onChange={field.onChange}
            error={errors.skills?.message ?? errors.skills?.[0]?.message}
          />
        )}
      />
      <TextareaField
        label="Why you?"
        hint={`What you have built or learnt so far, and what you want from the program (${PROGRAM_LIMITS.whyMin}+ characters).`}
        error={errors.whyYou?.message}
        {...register('whyYou')}
      />
      <ResumeAttach
        resume={resume}
        onUploaded={onUploaded}
        field={register('attachResume')}
        error={errors.attachResume?.message}
      />
      <Button type="submit" size="lg" disabled={isSending}>
        {isSending ? <Spinner className="size-5 text-indigo-950" /> : null}
        {isSending ? 'Submitting…' : 'Submit application'}
      </Button>
    </form>
  );
}
