import { TYPING_LAYOUT_NAMES, typingCertificateTitle } from '@shuruaat/contract';
import { useEffect } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { SpeedChart } from '@/components/ui/speed-chart';
import { figureText, numberText, longDayText } from '@/lib/format';
import { useTranslator } from '@/lib/i18n/translate';
import { typingCertificatePageLoader } from '../loaders';
import { typingCatalogue } from '../locales/catalogue';
import { tagged } from '../tagged';
import { failureWords, languageName, minutesWords, presetName } from '../words';

/** /tools/typing-test/certificate/{id}: anyone can check a certificate is real and still valid. */
export function TypingCertificatePage() {
  const { certificate } = useLoaderData<typeof typingCertificatePageLoader>();
  const revalidator = useRevalidator();
  const translator = useTranslator();
  const { t } = translator;
  const name = certificate.ok ? certificate.data.name : null;
  useEffect(() => {
    if (name === null) return;
    document.title =
      translator.language === 'en'
        ? typingCertificateTitle(name)
        : t('typing.certificate.pageTitle', { name });
  }, [name, translator.language, t]);

  if (!certificate.ok && certificate.failure.status === 404) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold text-indigo-950">{t('typing.certificate.notFound')}</h1>
        <p className="mt-3 text-slate-700">{t('typing.certificate.notFoundText')}</p>
      </div>
    );
  }
  if (!certificate.ok) {
    if (revalidator.state === 'loading') return <PageLoader />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadFailed
          message={failureWords(t, certificate.failure.message)}
          onRetry={() => void revalidator.revalidate()}
        />
      </div>
    );
  }
  const { data } = certificate;
  const valid = data.revokedAt === null;
  const wpm = (speed: number) => t('typing.figure.wpm', { speed: figureText(speed) });
  const percent = (value: number) => t('typing.figure.percent', { value: figureText(value) });
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <article className="rounded-2xl border-4 border-double border-indigo-900 bg-white p-6 text-center shadow-sm sm:p-10">
        <p className="text-sm font-semibold tracking-widest text-saffron-700 uppercase">
          {t('typing.certificate.kicker')}
        </p>
        <p className="mt-6 text-slate-700">{t('typing.certificate.certifies')}</p>
        <h1 className="mt-2 text-3xl font-extrabold text-indigo-950 sm:text-4xl">{data.name}</h1>
        <p className="mt-4 text-slate-800">
          {tagged(
            t('typing.certificate.passed', {
              preset: presetName(translator, data.presetName),
              language: languageName(t, data.language),
              layout: TYPING_LAYOUT_NAMES[data.layout],
              duration: minutesWords(t, data.durationMinutes),
              day: longDayText(data.issuedAt),
            }),
            { preset: (text) => <strong>{text}</strong> },
          )}
        </p>
        <p
          data-testid="certificate-proctoring"
          className="mx-auto mt-4 max-w-xl rounded-lg bg-amber-50 p-3 text-left text-sm text-amber-950"
        >
          {tagged(
            t(
              data.viaRetest
                ? 'typing.certificate.proctoringRetest'
                : 'typing.certificate.proctoring',
              {
                detail: t('typing.unproctored.detail'),
              },
            ),
            { strong: (text) => <strong>{text}</strong> },
          )}
        </p>
        <dl className="mx-auto mt-6 grid max-w-lg grid-cols-2 gap-3 text-left sm:grid-cols-3">
          {[
            [t('typing.figure.net'), wpm(data.netWpm)],
            [t('typing.figure.gross'), wpm(data.grossWpm)],
            ['KDPH', numberText(Math.round(data.kdph))],
            [t('typing.figure.accuracy'), percent(data.accuracy)],
            [t('typing.figure.errors'), percent(data.errorPercent)],
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
            label={t('typing.certificate.chart', {
              duration: minutesWords(t, data.durationMinutes),
              minutes: Math.floor(data.seconds / 60),
              seconds: data.seconds % 60,
            })}
          />
          <details className="mt-3 rounded-lg border border-slate-200 p-3 text-sm">
            <summary className="cursor-pointer font-semibold text-indigo-950">
              {t('typing.certificate.passage', { count: data.passage.split(' ').length })}
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
          {valid
            ? t('typing.certificate.valid')
            : t('typing.certificate.revoked', { day: longDayText(data.revokedAt ?? '') })}
        </p>
        {!valid && data.revokedReason ? (
          <p className="mt-2 text-sm text-red-800">
            {t('typing.certificate.reason', { reason: data.revokedReason })}
          </p>
        ) : null}
        <p className="mt-6 text-xs break-all text-slate-600">
          {t('typing.certificate.number', { id: data._id })}
        </p>
      </article>
      <div className="mt-6 text-center">
        <ButtonLink to="/tools/typing-test" variant="outline">
          {t('typing.certificate.takeTest')}
        </ButtonLink>
      </div>
    </div>
  );
}

export const typingCertificatePageRoute = {
  Component: TypingCertificatePage,
  loader: typingCertificatePageLoader,
  catalogue: typingCatalogue,
};
