import { useState } from 'react';
import { useFetcher, useLoaderData, useLocation } from 'react-router';
import type { Program, ProgramApplication, ResumeVersion } from '@shuruaat/contract';
import { ButtonLink } from '@/components/ui/button';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { useAppSelector } from '@/lib/redux-hooks';
import type { applyPageAction, applyPageLoader } from '../loaders';
import { LinkedText } from './linked-text';
import { MyProgramApplications } from './my-program-applications';
import { ProgramApplyForm } from './program-apply-form';
import { SendAgain, SentNotice } from './form-result';

/** Signed out: why to sign in. A candidate: the form, their applications, then a confirmation. */
export function ProgramApplySection({ program }: { program: Program }) {
  const t = useT();
  const user = useAppSelector((state) => state.auth.user);
  const location = useLocation();
  if (!user) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        <h3 className="text-lg font-semibold text-indigo-950">{t('site.applyForm.signInTitle')}</h3>
        <p className="mt-2 text-slate-700">{t('site.applyForm.signInWhy')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to="/login" state={{ from: location }}>
            {t('site.applyForm.logIn')}
          </ButtonLink>
          <ButtonLink to="/signup" state={{ from: location }} variant="outline">
            {t('site.applyForm.signUp')}
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (user.role !== 'candidate') {
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
        <LinkedText
          id="site.applyForm.notCandidate"
          links={{ corporate: { to: '/corporate-traning', label: 'site.applyForm.corporate' } }}
        />
      </p>
    );
  }
  return <CandidateApply program={program} />;
}

const NOTHING_READ: { applications: ProgramApplication[]; resume: ResumeVersion | null } = {
  applications: [],
  resume: null,
};

/**
 * The loader's applications and current resume; one that could not be read leaves an empty form
 * without a resume to attach. A resume uploaded here replaces the loader's.
 */
function CandidateApply({ program }: { program: Program }) {
  const { applicant } = useLoaderData<typeof applyPageLoader>();
  const [uploaded, setUploaded] = useState<ResumeVersion | null>();
  const { applications, resume: loadedResume } = applicant.ok ? applicant.data : NOTHING_READ;
  const resume = uploaded === undefined ? loadedResume : uploaded;
  return (
    <div className="space-y-6">
      <SendAgain
        form={(again) => (
          <ApplicationRound
            program={program}
            resume={resume}
            onUploaded={setUploaded}
            onAgain={again}
          />
        )}
      />
      <MyProgramApplications applications={applications} />
    </div>
  );
}

type ApplicationRoundProps = {
  program: Program;
  resume: ResumeVersion | null;
  onUploaded: (resume: ResumeVersion | null) => void;
  onAgain: () => void;
};

/** The form, sent through the page's route action, then the confirmation that replaces it. */
function ApplicationRound({ program, resume, onUploaded, onAgain }: ApplicationRoundProps) {
  const t = useT();
  const fetcher = useFetcher<typeof applyPageAction>();
  const answer = fetcher.data;
  if (answer?.ok) {
    return (
      <SentNotice
        title={t('site.applyForm.received')}
        message={localizeServerMessage(answer.data.message)}
        againLabel={t('site.applyForm.again')}
        onAgain={onAgain}
      />
    );
  }
  return (
    <ProgramApplyForm
      program={program}
      resume={resume}
      onUploaded={onUploaded}
      answer={answer}
      isSending={fetcher.state !== 'idle'}
      onSend={(values) =>
        void fetcher.submit(values, { method: 'post', encType: 'application/json' })
      }
    />
  );
}
