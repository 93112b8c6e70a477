import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROGRAM_LIMITS,
  PROGRAM_TRACKS,
  PROGRAMS,
  ProgramApplicationBodySchema,
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
import { useT } from '@/lib/i18n/translate';
import type { Loaded } from '@/lib/route-data';
import { useActionFailure } from '@/lib/use-action-failure';
import { PROGRAM_NAME_IDS, TRACK_IDS } from '../content/labels';
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
const PROGRAM_OPTIONS = PROGRAMS.map((p) => ({ value: p, label: PROGRAM_NAME_IDS[p] }));
const TRACK_OPTIONS = [
  { value: '', label: 'site.applyForm.chooseTrack' },
  ...PROGRAM_TRACKS.map((track) => ({ value: track, label: TRACK_IDS[track] })),
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
  const t = useT();
  const inLanguage = (options: { value: string; label: string }[]) =>
    options.map((option) => ({ ...option, label: t(option.label) }));
  const { register, handleSubmit, setError, control, formState } = useForm({
    resolver: zodResolver(ProgramApplicationBodySchema),
    defaultValues: { program, college: '', skills: [], whyYou: '', attachResume: resume !== null },
  });
  const { errors } = formState;
  const error = useActionFailure(answer, setError, fieldOf);
  const onSubmit = handleSubmit(onSend);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label={t('site.applyForm.label')}
    >
      <Alert>{isSending ? null : error}</Alert>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('site.applyForm.program')}
          options={inLanguage(PROGRAM_OPTIONS)}
          error={errors.program?.message}
          {...register('program')}
        />
        <SelectField
          label={t('site.applyForm.track')}
          options={inLanguage(TRACK_OPTIONS)}
          error={errors.track?.message}
          {...register('track')}
        />
        <TextField
          label={t('site.applyForm.college')}
          autoComplete="organization"
          error={errors.college?.message}
          {...register('college')}
        />
        <TextField
          label={t('site.applyForm.graduationYear')}
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
            label={t('site.applyForm.skills')}
            noun={t('site.applyForm.skillNoun')}
            value={field.value}
            max={PROGRAM_LIMITS.skills}
            onChange={field.onChange}
            error={errors.skills?.message ?? errors.skills?.[0]?.message}
          />
        )}
      />
      <TextareaField
        label={t('site.applyForm.whyYou')}
        hint={t('site.applyForm.whyYouHint', { min: PROGRAM_LIMITS.whyMin })}
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
        {isSending ? t('site.applyForm.submitting') : t('site.applyForm.submit')}
      </Button>
    </form>
  );
}
