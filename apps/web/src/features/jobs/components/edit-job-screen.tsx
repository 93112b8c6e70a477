import type { Job } from '@shuruaat/contract';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { PageLoader } from '@/components/ui/page-loader';
import { jobValues } from '../job-form-values';
import { useT } from '@/lib/i18n/translate';
import { JobForm, type JobFormProps } from './job-form/job-form';

type EditJobScreenProps = {
  /** The job once loaded; until then the screen shows the loader, or `error` if loading failed. */
  job: Job | null;
  error: string | null;
  isSaving: boolean;
  onSubmit: JobFormProps['onSubmit'];
};

/** "Edit job" around the job form: the employer's own edit and the admin console's share it. */
export function EditJobScreen({ job, error, isSaving, onSubmit }: EditJobScreenProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <h1 id={headingId} className="text-2xl font-bold text-indigo-950 sm:text-3xl">
        {t('jobs.edit.heading')}
      </h1>
      {job ? (
        <JobForm
          key={job._id}
          mode="edit"
          defaultValues={jobValues(job)}
          company={{ name: job.company.name, logoUrl: job.company.logoUrl }}
          isSaving={isSaving}
          onSubmit={onSubmit}
        />
      ) : error ? (
        <Alert>{error}</Alert>
      ) : (
        <PageLoader />
      )}
    </section>
  );
}
