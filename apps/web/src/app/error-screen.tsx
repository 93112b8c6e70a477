import { pathInLanguage } from '@shuruaat/contract';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { localizeServerMessage, useTranslator, type Translator } from '@/lib/i18n/translate';

/**
 * The status or the message. English shows them as they came (the spec's screen); another
 * language keeps the status number and says the rest in its words, as an error's own text is
 * the server's or the code's English.
 */
function describe(error: unknown, { language, t }: Translator): string {
  if (isRouteErrorResponse(error)) {
    if (language === 'en') return `${error.status} ${error.statusText}`;
    return t('app.error.status', { status: error.status });
  }
  if (error instanceof Error) return localizeServerMessage(error.message);
  return t('contract.somethingWentWrong');
}

/**
 * The router's error screen (docs/product-spec.md §2): the fixed heading, then the status or the
 * message.
 */
export function ErrorScreen() {
  const translator = useTranslator();
  const { language, t } = translator;
  const error = useRouteError();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-2xl font-bold text-indigo-950">{t('contract.unexpectedError')}</h1>
      <p className="mt-3 rounded-lg bg-red-50 px-4 py-3 font-mono text-sm text-red-800">
        {describe(error, translator)}
      </p>
      <p className="mt-6 text-slate-700">
        {t('app.error.retry')}{' '}
        <a href={pathInLanguage(language, '/')} className="font-semibold text-indigo-800 underline">
          {t('app.error.startAgain')}
        </a>
        {t('app.error.end')}
      </p>
    </section>
  );
}

/** Used when the layout itself failed, so the screen still has a main landmark. */
export function RootErrorScreen() {
  return (
    <main>
      <ErrorScreen />
    </main>
  );
}
