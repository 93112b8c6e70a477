import { phoneHref, phoneText, type ApplicantContact as Contact } from '@shuruaat/contract';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { readApplicantContact } from '../../applicant-loaders';
import { toFailure } from '@/lib/failure';
import { useT } from '@/lib/i18n/translate';

type Props = { userId: string; applicationId: string };

/**
 * How to reach the applicant: phone and email (shared by applying, read only by this job's
 * employer), and the conversation on the application for messages and interviews.
 */
export function ApplicantContact({ userId, applicationId }: Props) {
  const t = useT();
  const { id: jobId = '' } = useParams();
  const [contact, setContact] = useState<Contact | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    readApplicantContact(jobId, userId).then(
      (found) => live && setContact(found),
      (failure: unknown) =>
        live && setError(toFailure(failure, t('applications.contact.unavailable')).message),
    );
    return () => {
      live = false;
    };
  }, [jobId, userId, t]);

  return (
    <div className="space-y-3 rounded-xl border border-indigo-100 bg-indigo-50 p-4 text-sm">
      {contact ? (
        <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-3">
          <dt className="font-semibold text-slate-900">{t('applications.contact.phone')}</dt>
          <dd>
            {contact.phone ? (
              <a href={phoneHref(contact.phone)} className="text-indigo-800 underline">
                {phoneText(contact.phone)}
              </a>
            ) : (
              t('applications.contact.notGiven')
            )}
          </dd>
          <dt className="font-semibold text-slate-900">{t('applications.contact.email')}</dt>
          <dd className="break-all">
            <a href={`mailto:${contact.email}`} className="text-indigo-800 underline">
              {contact.email}
            </a>
          </dd>
        </dl>
      ) : (
        <p className="text-slate-700">{error ?? t('applications.contact.loading')}</p>
      )}
      <ButtonLink
        to={`/employer/dashboard/messages/${applicationId}`}
        variant="secondary"
        size="sm"
      >
        {t('applications.contact.message')}
      </ButtonLink>
    </div>
  );
}
