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
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
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
  const t = useT();
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
      toast.success(localizeServerMessage(PORTFOLIO_MESSAGES.settingsSaved));
      onSaved(answer.data);
      return;
    }
    const onHandle = answer.failure.details.find((d) => d.path === 'handle');
    if (onHandle) setError('handle', { message: onHandle.message });
    else toast.error(localizeServerMessage(answer.failure.message));
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-indigo-950">{t('portfolio.settings.heading')}</h2>
      <TextField
        label={t('portfolio.settings.handle')}
        hint={t('portfolio.settings.handleHint')}
        error={errors.handle?.message}
        {...register('handle')}
      />
      <TextField
        label={t('portfolio.settings.headline')}
        placeholder={t('portfolio.settings.headlinePlaceholder')}
        error={errors.headline?.message}
        {...register('headline')}
      />
      <CheckboxField
        label={t('portfolio.settings.publish')}
        hint={t(hasProjects ? 'portfolio.settings.publishHint' : 'portfolio.settings.needsProject')}
        disabled={!hasProjects && !settings.isPublished}
        {...register('isPublished')}
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" variant="secondary" disabled={isSubmitting}>
          {t('portfolio.settings.save')}
        </Button>
        {settings.isPublished && settings.handle ? (
          <Link
            to={portfolioPath(settings.handle)}
            className="font-semibold text-indigo-800 underline"
          >
            {t('portfolio.settings.view')}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
