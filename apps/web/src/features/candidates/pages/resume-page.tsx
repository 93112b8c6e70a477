import type { ResumeViewsResponse } from '@shuruaat/contract';
import { useLoaderData } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { toast } from '@/lib/toast';
import { useLoadedView } from '@/lib/use-loaded-view';
import { useMorePages } from '@/lib/use-more-pages';
import { CompletenessMeter } from '../components/completeness-meter';
import { InlineStatus } from '@/components/ui/inline-status';
import { Panel } from '../components/panel';
import { ResumeUpload } from '@/components/ui/resume-upload';
import { ResumeVersions } from '../components/resume-versions';
import { ResumeViews } from '../components/resume-views';
import { VisibilitySwitch } from '../components/visibility-switch';
import {
  findMoreResumeViews,
  keepAfterRefusal,
  profileAction,
  resumeLink,
  resumePageLoader,
  sendResume,
} from '../loaders';
import { CANDIDATE_PATHS } from '@/lib/candidate-paths';
import { useAnswer } from '@/lib/use-answer';
import { useProfileSave } from '../use-profile-save';
import { useResumeActions } from '@/lib/use-resume-actions';
import { candidatesCatalogue } from '../locales/catalogue';
import { useT } from '@/lib/i18n/translate';

/** /user/dashboard/resume: the resume's versions, who opened it, and the resume database switch. */
function ResumePage() {
  const t = useT();
  const { profile: loadedProfile, versions, views } = useLoaderData<typeof resumePageLoader>();
  const { view } = useLoadedView(loadedProfile);
  const { upload, open } = useResumeActions({
    sendResume,
    resumeLink: (ref) => resumeLink(ref, t),
  });
  // The switch saves at once, through the profile save.
  const visibility = useProfileSave();
  useAnswer(visibility.failure, (failure) => toast.error(failure.message));

  if (view.status !== 'ready') {
    return view.status === 'loading' ? <PageLoader /> : <Alert>{view.message}</Alert>;
  }
  const { profile } = view.data;
  return (
    <section aria-labelledby="resume-heading" className="space-y-6">
      <h1 id="resume-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
        {t('candidates.resume.heading')}
      </h1>
      <Panel title={t('candidates.resume.yours')} description={t('candidates.resume.private')}>
        <ResumeUpload hasResume={profile.resume !== null} onUpload={upload} />
        <h3 className="mt-6 mb-3 text-sm font-semibold text-slate-800">
          {t('candidates.resume.allVersions')}
        </h3>
        {versions.ok ? (
          <ResumeVersions versions={versions.data.versions} onOpen={(ref) => void open(ref)} />
        ) : (
          <InlineStatus isLoading={false} error={versions.failure.message} />
        )}
      </Panel>
      <Panel title={t('candidates.resume.whoViewed')}>
        {views.ok ? (
          <Views first={views.data} />
        ) : (
          <InlineStatus isLoading={false} error={views.failure.message} />
        )}
      </Panel>
      <Panel title={t('candidates.resume.database')}>
        <VisibilitySwitch
          isOn={profile.visibleToEmployers}
          isBusy={visibility.isSaving}
          onChange={(isOn) => void visibility.save({ visibleToEmployers: isOn })}
        />
      </Panel>
      <CompletenessMeter
        profile={profile}
        action={
          <ButtonLink to={CANDIDATE_PATHS.profile} variant="outline" size="sm">
            {t('candidates.resume.updateProfile')}
          </ButtonLink>
        }
      />
    </section>
  );
}

/** The companies that opened the resume, and the pages "Load more" adds. */
function Views({ first }: { first: ResumeViewsResponse }) {
  const t = useT();
  const more = useMorePages(first.nextCursor, (cursor) => findMoreResumeViews(cursor, t));
  return (
    <ResumeViews
      views={[...first.views, ...more.items]}
      hasMore={more.nextCursor !== null}
      isLoading={more.isLoading}
      onLoadMore={() => void more.loadMore()}
    />
  );
}

export const resumeRoute = {
  Component: ResumePage,
  loader: resumePageLoader,
  action: profileAction,
  shouldRevalidate: keepAfterRefusal,
  catalogue: candidatesCatalogue,
};
