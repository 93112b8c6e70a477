import {
  CertificateRevokeBodySchema,
  PassageBodySchema,
  TYPING_MESSAGES,
  TYPING_LANGUAGES,
  type TypingLanguage,
} from '@shuruaat/contract';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { t } from '@/lib/i18n/translate';
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
export async function passagesLoader({ request }: LoaderFunctionArgs) {
  const language = languageFrom(searchOf(request));
  return {
    language,
    passages: await loaded(
      async () => (await adminTypingApi.passages(language)).items,
      t('admin.typing.loadFailed'),
    ),
  };
}

/** "Add the passage"; the loader then lists it with the others. */
export async function passagesAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, PassageBodySchema);
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
export async function certificatesLoader({ request }: LoaderFunctionArgs) {
  const id = (searchOf(request).get('certificate') ?? '').trim();
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
export async function certificatesAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, RevokeSchema);
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
