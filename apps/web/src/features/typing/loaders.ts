import { AttachTypingResultBodySchema, TYPING_MESSAGES } from '@shuruaat/contract';
import type {
  ActionFunctionArgs,
  LoaderFunctionArgs,
  ShouldRevalidateFunction,
} from 'react-router';
import { z } from 'zod';
import { loaded, submitted } from '@/lib/route-data';
import { typingApi } from './api';
import { LOAD_FALLBACKS } from './words';

/** /tools/typing-test/certificate/:id: the certificate, for anyone checking it. */
export async function typingCertificatePageLoader({ params }: LoaderFunctionArgs) {
  const certificate = await loaded(
    async () => (await typingApi.certificate(params.id ?? '')).certificate,
    LOAD_FALLBACKS.certificate.english,
  );
  return { certificate };
}

const findPresets = () =>
  loaded(async () => (await typingApi.presets()).presets, TYPING_MESSAGES.fetch);

/** /tools/typing-test and the preset pages under /tools/{slug}: the presets to choose from. */
export async function typingTestPageLoader() {
  return { presets: await findPresets() };
}

/**
 * /tools/typing-test/retest/{token}: the employer's retest link and the presets it names. Only
 * the candidate it was sent to is answered; anyone else is shown how to sign in as them.
 */
export async function typingRetestPageLoader({ params }: LoaderFunctionArgs) {
  const [retest, presets] = await Promise.all([
    loaded(
      async () => (await typingApi.retest(params.token ?? '')).retest,
      LOAD_FALLBACKS.retest.english,
    ),
    findPresets(),
  ]);
  return { retest, presets };
}

/**
 * The presets and a retest link change with no form on these pages: they are asked again only
 * for a new address or a retry, never while a test runs because some form elsewhere was sent.
 */
export const keepWhileTyping: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod ? false : defaultShouldRevalidate);

/**
 * /tools/typing-test/result/{id}: a kept result. The test just taken without an account is
 * shown at /tools/typing-test/result from the typing state, which scored it.
 */
export async function typingResultPageLoader({ params }: LoaderFunctionArgs) {
  const id = params.id;
  if (!id) return { result: null };
  const result = await loaded(
    async () => (await typingApi.result(id)).result,
    LOAD_FALLBACKS.result.english,
  );
  return { result };
}

/** /user/dashboard/typing: every kept result and the applications one can be attached to. */
export async function typingHistoryPageLoader() {
  return { history: await loaded(() => typingApi.history(), TYPING_MESSAGES.fetch) };
}

/** "Attach": the contract's body, and the application it is attached to (its address). */
export const AttachResultFormSchema = AttachTypingResultBodySchema.extend({
  applicationId: z.string().min(1, 'Choose an application').max(64),
});

/** Attaches a result to an application; the loader then shows the application with it. */
export async function typingHistoryPageAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, AttachResultFormSchema);
  if (!body.ok) return body;
  const { applicationId, resultId } = body.data;
  return loaded(
    async () => (await typingApi.attach(applicationId, resultId)).application,
    LOAD_FALLBACKS.attach.english,
  );
}
