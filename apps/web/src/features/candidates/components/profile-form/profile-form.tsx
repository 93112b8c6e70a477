import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateCandidateProfileBodySchema, type CandidateProfile } from '@shuruaat/contract';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { Failure } from '@/lib/failure';
import { useT } from '@/lib/i18n/translate';

import { AboutSection } from './about-section';
import { EducationSection, SkillsSection } from './education-section';
import {
  fieldOfPath,
  profileValues,
  type ProfileFormOutput,
  type ProfileFormValues,
} from './form-values';
import { LinksSection, PreferencesSection } from './links-preferences-section';
import { showSaveFailure } from '@/lib/form-failure';
import { useAnswer } from '@/lib/use-answer';

type ProfileFormProps = {
  profile: CandidateProfile;
  isSaving: boolean;
  onSave: (values: ProfileFormOutput) => void;
  /** The last save's refusal: its field errors are placed beside their fields. */
  failure: Failure | undefined;
};

const fieldOf = (path: string) =>
  (fieldOfPath(path) ?? undefined) as Path<ProfileFormValues> | undefined;

export function ProfileForm({ profile, isSaving, onSave, failure }: ProfileFormProps) {
  const t = useT();
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(UpdateCandidateProfileBodySchema),
    mode: 'onTouched',
    // A new profile from the server (after a save or an upload) refills untouched fields.
    values: profileValues(profile),
    resetOptions: { keepDirtyValues: true },
  });
  useAnswer(failure, (refusal) => showSaveFailure(refusal, form.setError, fieldOf));
  const submit = form.handleSubmit(onSave);
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
        <AboutSection />
        <EducationSection />
        <SkillsSection />
        <LinksSection />
        <PreferencesSection />
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSaving}>
          {isSaving ? <Spinner className="size-5 text-indigo-950" /> : null}
          {isSaving ? t('candidates.form.saving') : t('candidates.form.save')}
        </Button>
      </form>
    </FormProvider>
  );
}
