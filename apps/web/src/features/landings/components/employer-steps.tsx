import { NumberedSteps } from '@/components/ui/numbered-steps';
import { useT } from '@/lib/i18n/translate';

// Message ids: each step's title, and its text at `${id}Text`.
const STEPS = ['signUp', 'profile', 'post', 'review'] as const;

export function EmployerSteps() {
  const t = useT();
  return (
    <NumberedSteps
      steps={STEPS.map((step) => ({
        title: t(`landings.steps.${step}`),
        text: t(`landings.steps.${step}Text`),
      }))}
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      itemClassName="flex gap-4 lg:flex-col"
    />
  );
}
