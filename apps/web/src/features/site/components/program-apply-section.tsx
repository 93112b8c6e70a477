import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import type { Program } from '@shuruaat/contract';
import { ButtonLink } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { useAppDispatch, useAppSelector } from '@/lib/redux-hooks';
import { useSiteForms } from '../hooks';
import { fetchApplicantData, resetForm } from '../slice';
import { MyProgramApplications } from './my-program-applications';
import { ProgramApplyForm } from './program-apply-form';
import { SentNotice } from './form-result';

/** Signed out: why to sign in. A candidate: the form, their applications, then a confirmation. */
export function ProgramApplySection({ program }: { program: Program }) {
  const user = useAppSelector((state) => state.auth.user);
  const location = useLocation();
  if (!user) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        <h3 className="text-lg font-semibold text-indigo-950">Sign in as a student to apply</h3>
        <p className="mt-2 text-slate-700">
          Your application uses your Shuruaat account, so you can attach the resume you already
          uploaded and see your application here afterwards. Creating an account is free.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to="/login" state={{ from: location }}>
            Log in to apply
          </ButtonLink>
          <ButtonLink to="/signup" state={{ from: location }} variant="outline">
            Create a free account
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (user.role !== 'candidate') {
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
        Program applications are for student and fresher accounts. To train your team, see{' '}
        <Link to="/corporate-traning" className="font-semibold text-indigo-800 underline">
          corporate training
        </Link>
        .
      </p>
    );
  }
  return <CandidateApply program={program} />;
}

function CandidateApply({ program }: { program: Program }) {
  const dispatch = useAppDispatch();
  const { application, applicantStatus } = useSiteForms();
  useEffect(() => {
    void dispatch(fetchApplicantData());
    return () => {
      dispatch(resetForm('application'));
    };
  }, [dispatch]);

  if (applicantStatus === 'idle' || applicantStatus === 'loading') return <PageLoader />;
  return (
    <div className="space-y-6">
      {application.status === 'sent' ? (
        <SentNotice
          title="Application received"
          message={application.message ?? ''}
          againLabel="Apply to another program"
          onAgain={() => dispatch(resetForm('application'))}
        />
      ) : (
        <ProgramApplyForm program={program} />
      )}
      <MyProgramApplications />
    </div>
  );
}
