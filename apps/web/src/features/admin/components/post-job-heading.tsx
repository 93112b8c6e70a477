import { Link } from 'react-router';
import { useT, type Translate } from '@/lib/i18n/translate';
import { ADMIN_PATHS } from '../format';

/** The heading of the console's "Post a job" page, whose form is the employer's (app/). */
export function PostJobHeading() {
  const t = useT();
  return (
    <div>
      <h1 id="admin-post-job-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
        {t('admin.postJob.title')}
      </h1>
      <p className="mt-2 text-slate-700">
        {t('admin.postJob.intro')}{' '}
        <Link to={ADMIN_PATHS.jobs} className="font-semibold text-indigo-800 underline">
          {t('admin.postJob.back')}
        </Link>
      </p>
    </div>
  );
}

/** The toast after a draft is saved, in the page's words. */
export const draftSavedText = (t: Translate) => t('admin.postJob.draftSaved');
