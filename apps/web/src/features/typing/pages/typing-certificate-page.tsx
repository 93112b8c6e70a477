import {
  countOf,
  minutesText,
  TYPING_LAYOUT_NAMES,
  TYPING_UNPROCTORED_NOTE,
  typingCertificateTitle,
} from '@shuruaat/contract';
import { useEffect } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { SpeedChart } from '@/components/ui/speed-chart';
import { typingCertificatePageLoader } from '../loaders';
import { numberText, longDayText } from '@/lib/format';

/** /tools/typing-test/certificate/{id}: anyone can check a certificate is real and still valid. */
export function TypingCertificatePage() {
  const { certificate } = useLoaderData<typeof typingCertificatePageLoader>();
  const revalidator = useRevalidator();
  const name = certificate.ok ? certificate.data.name : null;
  useEffect(() => {
    if (name !== null) document.title = typingCertificateTitle(name);
  }, [name]);

  if (!certificate.ok && certificate.failure.status === 404) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold text-indigo-950">Certificate not found</h1>
        <p className="mt-3 text-slate-700">
          No Shuruaat typing certificate has this number. Check the address you were given.
        </p>
      </div>
    );
  }
  if (!certificate.ok) {
    if (revalidator.state === 'loading') return <PageLoader />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadFailed
          message={certificate.failure.message}
          onRetry={() => void revalidator.revalidate()}
        />
      </div>
    );
  }
  const { data } = certificate;
  const valid = data.revokedAt === null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <article className="rounded-2xl border-4 border-double border-indigo-900 bg-white p-6 text-center shadow-sm sm:p-10">
        <p className="text-sm font-semibold tracking-widest text-saffron-700 uppercase">
          Shuruaat typing certificate
        </p>
        <p className="mt-6 text-slate-700">This certifies that</p>
        <h1 className="mt-2 text-3xl font-extrabold text-indigo-950 sm:text-4xl">{data.name}</h1>
        <p className="mt-4 text-slate-800">
          passed the <strong>{data.presetName}</strong> preset in{' '}
          {data.language === 'hi' ? 'Hindi' : 'English'} ({TYPING_LAYOUT_NAMES[data.layout]}),{' '}
          {minutesText(data.durationMinutes)}, on {longDayText(data.issuedAt)}.
        </p>
        <p
          data-testid="certificate-proctoring"
          className="mx-auto mt-4 max-w-xl rounded-lg bg-amber-50 p-3 text-left text-sm text-amber-950"
        >
          <strong>Unproctored online test</strong>
          {data.viaRetest ? ", taken through an employer's retest link" : ''}:{' '}
          {TYPING_UNPROCTORED_NOTE.replace(/^Unproctored online test: /, '')}
        </p>
        <dl className="mx-auto mt-6 grid max-w-lg grid-cols-2 gap-3 text-left sm:grid-cols-3">
          {[
            ['Net speed', `${data.netWpm} WPM`],
            ['Gross speed', `${data.grossWpm} WPM`],
            ['KDPH', numberText(Math.round(data.kdph))],
            ['Accuracy', `${data.accuracy}%`],
            ['Errors', `${data.errorPercent}%`],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs font-semibold text-slate-600">{label}</dt>
              <dd className="text-lg font-bold text-indigo-950">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 text-left">
          <SpeedChart
            values={data.perMinute}
            label={`Speed per minute over ${minutesText(data.durationMinutes)} (typed for ${Math.floor(data.seconds / 60)} min ${data.seconds % 60} s)`}
          />
          <details className="mt-3 rounded-lg border border-slate-200 p-3 text-sm">
            <summary className="cursor-pointer font-semibold text-indigo-950">
              The passage, as marked ({countOf(data.passage.split(' ').length, 'word')})
            </summary>
            <p lang={data.language} className="mt-2 leading-relaxed text-slate-800">
              {data.passage}
            </p>
          </details>
        </div>
        <p
          data-testid="certificate-status"
          className={`mt-6 inline-block rounded-full px-4 py-1.5 text-sm font-bold ${
            valid ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900'
          }`}
        >
          {valid ? 'Valid' : `Revoked on ${longDayText(data.revokedAt ?? '')}`}
        </p>
        {!valid && data.revokedReason ? (
          <p className="mt-2 text-sm text-red-800">Reason: {data.revokedReason}</p>
        ) : null}
        <p className="mt-6 text-xs break-all text-slate-600">
          Certificate number {data._id}. Every figure was worked out by Shuruaat’s server from the
          candidate’s keystrokes.
        </p>
      </article>
      <div className="mt-6 text-center">
        <ButtonLink to="/tools/typing-test" variant="outline">
          Take a typing test yourself
        </ButtonLink>
      </div>
    </div>
  );
}

export const typingCertificatePageRoute = {
  Component: TypingCertificatePage,
  loader: typingCertificatePageLoader,
};
