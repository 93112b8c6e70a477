import type { UpdateEmployerProfileBody } from '@shuruaat/contract';
import { Link, useLoaderData } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { useAppDispatch } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';
import { useLoadedView } from '@/lib/use-loaded-view';
import { LogoUpload } from '../components/logo-upload';
import { ProfileCompleteness } from '../components/profile-completeness';
import { ProfileForm } from '../components/profile-form';
import { useT } from '@/lib/i18n/translate';
import { companiesCatalogue } from '../locales/catalogue';
import { EMPLOYER_PATHS } from '@/lib/employer-paths';
import { profileAction, profileLoader } from '../loaders';
import { employerProfileSaved } from '../events';
import { useActionCall } from '@/lib/use-action-call';

/** /employer/updateprofile: the company profile candidates read, its logo and private contact. */
function UpdateProfilePage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { view, retry } = useLoadedView(useLoaderData<typeof profileLoader>().profile);
  const profile = view.status === 'ready' ? view.data.profile : null;
  const save = useActionCall<typeof profileAction>();
  const logo = useActionCall<typeof profileAction>();

  async function saveProfile(values: UpdateEmployerProfileBody) {
    const answer = await save.call(values);
    if (!answer.ok) return answer.failure;
    // The session follows (app/profile-state.ts): a completed profile lets the employer post.
    dispatch(employerProfileSaved(answer.data.profile));
    toast.success(t('companies.profile.saved'));
    return undefined;
  }

  async function upload(file: File) {
    const body = new FormData();
    body.append('logo', file);
    const answer = await logo.call(body);
    if (!answer.ok) return answer.failure.message;
    toast.success(t('companies.logo.saved'));
    return null;
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <Link
        to={EMPLOYER_PATHS.dashboard}
        className="text-sm font-semibold text-indigo-800 underline-offset-2 hover:underline"
      >
        <span aria-hidden="true">←</span> {t('companies.profile.back')}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-indigo-950 sm:text-3xl">
        {t('companies.profile.heading')}
      </h1>
      <p className="mt-2 text-slate-700">{t('companies.profile.intro')}</p>
      {profile ? (
        <div className="mt-6 space-y-6">
          <ProfileCompleteness
            profile={profile}
            action={
              profile.missingForPosting.length === 0 ? (
                <ButtonLink to={EMPLOYER_PATHS.postJob} size="sm">
                  {t('companies.profile.postJob')}
                </ButtonLink>
              ) : null
            }
          />
          <section
            aria-labelledby="logo-heading"
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <h2 id="logo-heading" className="mb-4 text-lg font-semibold text-indigo-950">
              {t('companies.profile.logo')}
            </h2>
            <LogoUpload
              logoUrl={profile.logoUrl}
              companyName={profile.companyName}
              isUploading={logo.isBusy}
              onUpload={upload}
            />
          </section>
          <ProfileForm profile={profile} isSaving={save.isBusy} onSave={saveProfile} />
        </div>
      ) : view.status === 'failed' ? (
        <div className="mt-6">
          <LoadFailed message={view.message} onRetry={retry} />
        </div>
      ) : (
        <PageLoader />
      )}
    </div>
  );
}

export const updateProfileRoute = {
  Component: UpdateProfilePage,
  loader: profileLoader,
  action: profileAction,
  catalogue: companiesCatalogue,
};
