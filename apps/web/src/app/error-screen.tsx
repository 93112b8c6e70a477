import { MESSAGES, pathInLanguage } from '@shuruaat/contract';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslator } from '@/lib/i18n/translate';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return MESSAGES.somethingWentWrong;
}

/**
 * The router's error screen (docs/product-spec.md §2): the fixed heading, then the status or the
 * message.
 */
export function ErrorScreen() {
  const { language, t } = useTranslator();
  const error = useRouteError();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-2xl font-bold text-indigo-950">{MESSAGES.unexpectedError}</h1>
      <p className="mt-3 rounded-lg bg-red-50 px-4 py-3 font-mono text-sm text-red-800">
        {describe(error)}
      </p>
      <p className="mt-6 text-slate-700">
        {t('app.error.retry')}{' '}
        <a href={pathInLanguage(language, '/')} className="font-semibold text-indigo-800 underline">
          {t('app.error.startAgain')}
        </a>
        .
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
