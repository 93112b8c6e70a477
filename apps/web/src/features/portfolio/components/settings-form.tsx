import { zodResolver } from '@hookform/resolvers/zod';
import {
  PORTFOLIO_MESSAGES,
  PortfolioSettingsBodySchema,
  portfolioPath,
  type PortfolioSettings,
} from '@shuruaat/contract';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { useActionCall } from '@/lib/use-action-call';
import type { PortfolioChange, portfolioToolPageAction } from '../loaders';

type SettingsFormProps = {
  settings: PortfolioSettings;
  suggestedHandle: string;
  hasProjects: boolean;
  onSaved: (change: PortfolioChange) => void;
};

/**
 * The public page's handle, headline and whether it is published, saved through the
 * /project-portfolio route's action.
 */
export function SettingsForm({
  settings,
  suggestedHandle,
  hasProjects,
  onSaved,
}: SettingsFormProps) {
  const save = useActionCall<typeof portfolioToolPageAction>();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(PortfolioSettingsBodySchema),
    defaultValues: {
      handle: settings.handle ?? suggestedHandle,
      headline: settings.headline,
      isPublished: settings.isPublished,
    },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (body) => {
    const answer = await save.call({ intent: 'settings', settings: body });
    if (answer.ok) {
      toast.success(PORTFOLIO_MESSAGES.settingsSaved);
      onSaved(answer.data);
      return;
    }
    const onHandle = answer.failure.details.find((d) => d.path === 'handle');
    if (onHandle) setError('handle', { message: onHandle.message });
    else toast.error(answer.failure.message);
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-indigo-950">Your public page</h2>
      <TextField
        label="Handle"
        hint="Your page’s address: shuruaat.in/portfolio/your-handle"
        error={errors.handle?.message}
        {...register('handle')}
      />
      <TextField
        label="Headline (optional)"
        placeholder="Final-year B.Tech student who builds with React and Python"
        error={errors.headline?.message}
        {...register('headline')}
      />
      <CheckboxField
        label="Publish my portfolio"
        hint={
          hasProjects
            ? 'Anyone with the link can see your projects. Untick to hide the page.'
            : 'Add a project first; an empty portfolio cannot be published.'
        }
        disabled={!hasProjects && !settings.isPublished}
        {...register('isPublished')}
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" variant="secondary" disabled={isSubmitting}>
          Save settings
        </Button>
        {settings.isPublished && settings.handle ? (
          <Link
            to={portfolioPath(settings.handle)}
            className="font-semibold text-indigo-800 underline"
          >
            View your public page
          </Link>
        ) : null}
      </div>
    </form>
  );
}
