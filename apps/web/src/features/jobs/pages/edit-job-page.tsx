import { JOB_MESSAGES } from '@shuruaat/contract';
import { useLoaderData, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { EditJobScreen } from '../components/edit-job-screen';
import { editJobAction, editJobLoader } from '../posted-job-loaders';
import type { JobFormOutput } from '../job-form-values';
import { EMPLOYER_PATHS } from '@/lib/employer-paths';
import { useActionCall } from '@/lib/use-action-call';
import { localizeServerMessage } from '@/lib/i18n/translate';
import { jobsCatalogue } from '../locales/catalogue';

/** /employer/dashboard/jobs/:id/edit: one listing's fields, saved in place. */
function EditJobPage() {
  const { job } = useLoaderData<typeof editJobLoader>();
  const navigate = useNavigate();
  const save = useActionCall<typeof editJobAction>();

  async function submit({ status: _status, ...body }: JobFormOutput) {
    const answer = await save.call(body);
    if (!answer.ok) return answer.failure;
    if (answer.data.review?.state === 'held')
      toast.warning(localizeServerMessage(answer.data.message));
    else toast.success(localizeServerMessage(JOB_MESSAGES.updated));
    await navigate(EMPLOYER_PATHS.myJobs);
    return undefined;
  }

  return (
    <EditJobScreen
      job={job.ok ? job.data.job : null}
      error={job.ok ? null : job.failure.message}
      isSaving={save.isBusy}
      onSubmit={submit}
    />
  );
}

export const editJobRoute = {
  Component: EditJobPage,
  loader: editJobLoader,
  action: editJobAction,
  catalogue: jobsCatalogue,
};
