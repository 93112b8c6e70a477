import { useEffect } from 'react';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import type { UploadProgress } from '@/lib/http';
import { useAppDispatch } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';
import { CompletenessMeter } from '../components/completeness-meter';
import { InlineStatus } from '../components/inline-status';
import { Panel } from '../components/panel';
import { ResumeUpload } from '../components/resume-upload';
import { ResumeVersions } from '../components/resume-versions';
import { ResumeViews } from '../components/resume-views';
import { VisibilitySwitch } from '../components/visibility-switch';
import { useCandidateProfile, useResumes } from '../hooks';
import { CANDIDATE_MESSAGES } from '../messages';
import { CANDIDATE_PATHS } from '../paths';
import { fetchCandidateProfile, updateCandidateProfile } from '../profile-slice';
import { fetchResumeVersions, fetchResumeViews } from '../resumes-slice';
import { useResumeActions } from '../use-resume-actions';

export function ResumePage() {
  const dispatch = useAppDispatch();
  const { data: profile, loading, error } = useCandidateProfile();
  const resumes = useResumes();
  const { upload, open } = useResumeActions();
  useEffect(() => {
    void dispatch(fetchCandidateProfile());
    void dispatch(fetchResumeVersions());
    void dispatch(fetchResumeViews(undefined));
  }, [dispatch]);

  async function uploadVersion(file: File, onProgress: UploadProgress) {
    const problem = await upload(file, onProgress);
    if (!problem) void dispatch(fetchResumeVersions());
    return problem;
  }

  async function setVisible(visibleToEmployers: boolean) {
    const result = await dispatch(updateCandidateProfile({ visibleToEmployers }));
    if (updateCandidateProfile.fulfilled.match(result)) {
      toast.success(CANDIDATE_MESSAGES.profileUpdated);
    } else {
      toast.error(result.payload?.message ?? CANDIDATE_MESSAGES.profileUpdateFailed);
    }
  }

  if (!profile) return loading ? <PageLoader /> : <Alert>{error}</Alert>;
  return (
    <section aria-labelledby="resume-heading" className="space-y-6">
      <h1 id="resume-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
        Resume
      </h1>
      <Panel
        title="Your resume"
        description="Private to you. Employers see it only when you apply to them, or when you let the resume database show it."
      >
        <ResumeUpload hasResume={profile.resume !== null} onUpload={uploadVersion} />
        <h3 className="mt-6 mb-3 text-sm font-semibold text-slate-800">All versions</h3>
        {resumes.isVersionsFetched ? (
          <ResumeVersions versions={resumes.versions} onOpen={(ref) => void open(ref)} />
        ) : (
          <InlineStatus isLoading={resumes.loading} error={resumes.error} />
        )}
      </Panel>
      <Panel title="Who viewed my resume">
        {resumes.isViewsFetched ? (
          <ResumeViews
            views={resumes.views}
            hasMore={resumes.viewsCursor !== null}
            isLoading={resumes.loading}
            onLoadMore={() => {
              if (resumes.viewsCursor) {
                void dispatch(fetchResumeViews({ cursor: resumes.viewsCursor }));
              }
            }}
          />
        ) : (
          <InlineStatus isLoading={resumes.loading} error={resumes.error} />
        )}
      </Panel>
      <Panel title="Resume database">
        <VisibilitySwitch
          isOn={profile.visibleToEmployers}
          isBusy={loading}
          onChange={(isOn) => void setVisible(isOn)}
        />
      </Panel>
      <CompletenessMeter
        profile={profile}
        action={
          <ButtonLink to={CANDIDATE_PATHS.profile} variant="outline" size="sm">
            Update profile
          </ButtonLink>
        }
      />
    </section>
  );
}
