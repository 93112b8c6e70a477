import type { UpdateEmployerProfileBody } from '@shuruaat/contract';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { useAppDispatch } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';
import { LogoUpload } from '../components/logo-upload';
import { ProfileCompleteness } from '../components/profile-completeness';
import { ProfileForm } from '../components/profile-form';
import { useEmployer } from '../hooks';
import { EMPLOYER_FALLBACKS, LOGO_SAVED, PROFILE_SAVED } from '../messages';
import { EMPLOYER_PATHS } from '../paths';
import { fetchEmployerProfile, updateEmployerProfile, uploadCompanyLogo } from '../thunks';
import { toFailure } from '@/lib/failure';

export function UpdateProfilePage() {
  const dispatch = useAppDispatch();
  const { profile, loading, error } = useEmployer();
  useEffect(() => {
    void dispatch(fetchEmployerProfile());
  }, [dispatch]);

  async function save(values: UpdateEmployerProfileBody) {
    const result = await dispatch(updateEmployerProfile(values));
    if (updateEmployerProfile.fulfilled.match(result)) {
      toast.success(PROFILE_SAVED);
      return undefined;
    }
    return result.payload ?? toFailure(undefined, EMPLOYER_FALLBACKS.updateProfile);
  }

  async function upload(file: File) {
    const result = await dispatch(uploadCompanyLogo(file));
    if (uploadCompanyLogo.fulfilled.match(result)) {
      toast.success(LOGO_SAVED);
      return null;
    }
    return result.payload?.message ?? EMPLOYER_FALLBACKS.updateProfile;
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <Link
        to={EMPLOYER_PATHS.dashboard}
        className="text-sm font-semibold text-indigo-800 underline-offset-2 hover:underline"
      >
        <span aria-hidden="true">←</span> Back to dashboard
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-indigo-950 sm:text-3xl">Company profile</h1>
      <p className="mt-2 text-slate-700">
        Students read this before they apply. A clear profile gets more, better applications.
      </p>
      {profile ? (
        <div className="mt-6 space-y-6">
          <ProfileCompleteness
            profile={profile}
            action={
              profile.missingForPosting.length === 0 ? (
                <ButtonLink to={EMPLOYER_PATHS.postJob} size="sm">
                  Post a job
                </ButtonLink>
              ) : null
            }
          />
          <section
            aria-labelledby="logo-heading"
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <h2 id="logo-heading" className="mb-4 text-lg font-semibold text-indigo-950">
              Logo
            </h2>
            <LogoUpload
              logoUrl={profile.logoUrl}
              companyName={profile.companyName}
              isUploading={loading}
              onUpload={upload}
            />
          </section>
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
