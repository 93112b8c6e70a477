import type { LoaderFunctionArgs } from 'react-router';
import { loaded } from '@/lib/route-data';
import { typingApi } from './api';

/** /tools/typing-test/certificate/:id: the certificate, for anyone checking it. */
export async function typingCertificatePageLoader({ params }: LoaderFunctionArgs) {
  const certificate = await loaded(
    async () => (await typingApi.certificate(params.id ?? '')).certificate,
    'Failed to load this certificate',
  );
  return { certificate };
}
