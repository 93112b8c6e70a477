import {
  CertificateRevokeBodySchema,
  PassageBodySchema,
  TYPING_MESSAGES,
  TYPING_LANGUAGES,
  type TypingLanguage,
} from '@shuruaat/contract';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { requestT } from '@/lib/i18n/request-words';
import { loaded, submitted } from '@/lib/route-data';
import { adminTypingApi } from './typing-api';

const searchOf = (request: Request) => new URL(request.url).searchParams;

/** The language the passages are filtered by (`?language=`), or both. */
export function languageFrom(params: URLSearchParams): TypingLanguage | '' {
  const language = params.get('language') ?? '';
  return (TYPING_LANGUAGES as readonly string[]).includes(language)
    ? (language as TypingLanguage)
    : '';
}

/** /admin/dashboard/typing-passages?language=: the passages tests are typed from. */
export async function passagesLoader(args: LoaderFunctionArgs) {
  const t = requestT(args);
  const language = languageFrom(searchOf(args.request));
  return {
    language,
    passages: await loaded(
      async () => (await adminTypingApi.passages(language)).items,
      t('admin.typing.loadFailed'),
    ),
  };
}

/** "Add the passage"; the loader then lists it with the others. */
export async function passagesAction(args: ActionFunctionArgs) {
  const t = requestT(args);
  const body = await submitted(args.request, PassageBodySchema);
  if (!body.ok) return body;
  return loaded(
    async () => ({
      passage: (await adminTypingApi.addPassage(body.data)).passage,
      message: TYPING_MESSAGES.passageSaved,
    }),
    t('admin.typing.addFailed'),
  );
}

/** /admin/dashboard/typing-certificates?certificate=: the certificate asked for, if any. */
export async function certificatesLoader(args: LoaderFunctionArgs) {
  const t = requestT(args);
  const id = (searchOf(args.request).get('certificate') ?? '').trim();
  return {
    id,
    certificate: id
      ? await loaded(
          async () => (await adminTypingApi.certificate(id)).certificate,
          t('admin.certificates.findFailed'),
        )
      : null,
  };
}

const RevokeSchema = CertificateRevokeBodySchema.extend({ id: z.string().min(1) });
export type CertificateRevoke = z.input<typeof RevokeSchema>;

/** Revoke the certificate shown, with the reason its public page will give. */
export async function certificatesAction(args: ActionFunctionArgs) {
  const t = requestT(args);
  const body = await submitted(args.request, RevokeSchema);
  if (!body.ok) return body;
  const { id, reason } = body.data;
  return loaded(
    async () => ({
      certificate: (await adminTypingApi.revokeCertificate(id, reason)).certificate,
      message: t('admin.certificates.revokedDone'),
    }),
    t('admin.certificates.revokeFailed'),
  );
}
