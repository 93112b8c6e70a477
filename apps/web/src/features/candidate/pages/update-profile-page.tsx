import type { UpdateCandidateProfileBody } from '@shuruaat/contract';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { useAppDispatch } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';
import { CompletenessMeter } from '../components/completeness-meter';
import { ProfileForm } from '../components/profile-form/profile-form';
import { useCandidateProfile } from '../hooks';
import { CANDIDATE_MESSAGES } from '../messages';
import { CANDIDATE_PATHS, safeNextPath } from '../paths';
import { fetchCandidateProfile, updateCandidateProfile } from '../profile-slice';
import { toFailure } from '@/lib/failure';

export function UpdateCandidateProfilePage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const next = safeNextPath(useSearchParams()[0].get('next'));
  const { data: profile, loading, error } = useCandidateProfile();
  useEffect(() => {
    void dispatch(fetchCandidateProfile());
  }, [dispatch]);

  async function save(values: UpdateCandidateProfileBody) {
    const result = await dispatch(updateCandidateProfile(values));
    if (updateCandidateProfile.fulfilled.match(result)) {
      toast.success(CANDIDATE_MESSAGES.profileUpdated);
      // Sent here from an application: go back once nothing stands between them and applying.
      if (next && result.payload.profile.missingForApplying.length === 0) void navigate(next);
      return undefined;
    }
    return result.payload ?? toFailure(undefined, CANDIDATE_MESSAGES.profileUpdateFailed);
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <Link
        to={next ?? CANDIDATE_PATHS.dashboard}
        className="text-sm font-semibold text-indigo-800 underline-offset-2 hover:underline"
      >
        <span aria-hidden="true">←</span> {next ? 'Back to your application' : 'Back to dashboard'}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-indigo-950 sm:text-3xl">Your profile</h1>
      <p className="mt-2 text-slate-700">
        Employers read this with every application. A complete profile gets more replies.
      </p>
      {next ? (
        <p
          role="note"
          className="mt-4 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-950"
        >
          Complete the fields below and save: we will take you back to your application.
        </p>
      ) : null}
      {profile ? (
        <div className="mt-6 space-y-6">
          <CompletenessMeter
            profile={profile}
            action={
              <ButtonLink to={CANDIDATE_PATHS.resume} variant="outline" size="sm">
                {profile.resume ? 'Manage your resume' : 'Upload your resume'}
              </ButtonLink>
            }
          />
          <ProfileForm profile={profile} isSaving={loading} onSave={save} />
        </div>
      ) : loading ? (
        <PageLoader />
      ) : (
        <div className="mt-6">
          <Alert>{error}</Alert>
        </div>
      )}
    </div>
  );
}
