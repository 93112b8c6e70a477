import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { useLoadedView } from '@/lib/use-loaded-view';
import { CompletenessMeter } from '../components/completeness-meter';
import { ProfileForm } from '../components/profile-form/profile-form';
import { keepAfterRefusal, profileAction, profilePageLoader } from '../loaders';
import { CANDIDATE_PATHS, safeNextPath } from '@/lib/candidate-paths';
import { useProfileSave } from '../use-profile-save';
import { candidatesCatalogue } from '../locales/catalogue';
import { useT } from '@/lib/i18n/translate';

/** /user/updateprofile: the candidate's profile form, with how complete it is. */
function UpdateCandidateProfilePage() {
  const t = useT();
  const navigate = useNavigate();
  const next = safeNextPath(useSearchParams()[0].get('next'));
  const { view } = useLoadedView(useLoaderData<typeof profilePageLoader>().profile);
  const { save, isSaving, failure } = useProfileSave((saved) => {
    // Sent here from an application: go back once nothing stands between them and applying.
    if (next && saved.missingForApplying.length === 0) void navigate(next);
  });
  const profile = view.status === 'ready' ? view.data.profile : null;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <Link
        to={next ?? CANDIDATE_PATHS.dashboard}
        className="text-sm font-semibold text-indigo-800 underline-offset-2 hover:underline"
      >
        <span aria-hidden="true">←</span>{' '}
        {next ? t('candidates.profile.backToApplication') : t('candidates.profile.backToDashboard')}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-indigo-950 sm:text-3xl">
        {t('candidates.profile.heading')}
      </h1>
      <p className="mt-2 text-slate-700">{t('candidates.profile.intro')}</p>
      {next ? (
        <p
          role="note"
          className="mt-4 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-950"
        >
          {t('candidates.profile.backAfterSave')}
        </p>
      ) : null}
      {profile ? (
        <div className="mt-6 space-y-6">
          <CompletenessMeter
            profile={profile}
            action={
              <ButtonLink to={CANDIDATE_PATHS.resume} variant="outline" size="sm">
                {profile.resume
                  ? t('candidates.profile.manageResume')
                  : t('candidates.profile.uploadResume')}
              </ButtonLink>
            }
          />
          <ProfileForm
            profile={profile}
            isSaving={isSaving}
            onSave={(values) => void save(values)}
            failure={failure}
          />
        </div>
      ) : view.status === 'loading' ? (
        <PageLoader />
      ) : (
        <div className="mt-6">
          <Alert>{view.status === 'failed' ? view.message : null}</Alert>
        </div>
      )}
    </div>
  );
}

export const updateProfileRoute = {
  Component: UpdateCandidateProfilePage,
  loader: profilePageLoader,
  action: profileAction,
  shouldRevalidate: keepAfterRefusal,
  catalogue: candidatesCatalogue,
};
