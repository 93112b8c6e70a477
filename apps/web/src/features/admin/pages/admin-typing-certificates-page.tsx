import { zodResolver } from '@hookform/resolvers/zod';
import {
  CertificateRevokeBodySchema,
  minutesText,
  TYPING_LAYOUT_NAMES,
  type TypingCertificate,
} from '@shuruaat/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useFetcher, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { fieldIn } from '@/lib/form-failure';
import { localizeServerMessage, pageLanguage, useT } from '@/lib/i18n/translate';
import { useActionFailure } from '@/lib/use-action-failure';
import { AdminPage, Badge } from '../components/admin-page';
import { formatDate } from '../format';
import { certificatesAction, certificatesLoader } from '../typing-loaders';
import { adminCatalogue } from '../locales/catalogue';

/** A certificate's id from a pasted public link (…/certificate/<id>) or the id itself. */
export function certificateIdFrom(input: string): string {
  const path = input.trim().split(/[?#]/u)[0] ?? '';
  return path.split('/').filter(Boolean).pop() ?? '';
}

function CertificateCard({ certificate }: { certificate: TypingCertificate }) {
  const t = useT();
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-bold text-indigo-950">{certificate.name}</h2>
        {certificate.revokedAt ? (
          <Badge tone="red">{t('admin.certificates.revoked')}</Badge>
        ) : (
          <Badge tone="green">{t('admin.certificates.valid')}</Badge>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {certificate.presetName} · {TYPING_LAYOUT_NAMES[certificate.layout]} ·{' '}
        {minutesText(certificate.durationMinutes, pageLanguage())} ·{' '}
        {t('admin.certificates.summary', {
          wpm: certificate.netWpm,
          issued: formatDate(t, certificate.issuedAt),
        })}
      </p>
      {certificate.revokedAt ? (
        <p className="mt-2 text-sm text-red-800">
          {t('admin.certificates.revokedOn', {
            when: formatDate(t, certificate.revokedAt),
            reason: certificate.revokedReason,
          })}
        </p>
      ) : null}
    </div>
  );
}

// The revocation's answer (its message) outlives the form, which leaves once it is revoked.
const revokeKey = (certificateId: string) => `revoke-certificate-${certificateId}`;

const fieldOf = fieldIn<{ reason: string }>(['reason']);

function RevokeForm({ certificateId }: { certificateId: string }) {
  const fetcher = useFetcher<typeof certificatesAction>({ key: revokeKey(certificateId) });
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(CertificateRevokeBodySchema),
    defaultValues: { reason: '' },
  });
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const error = useActionFailure(answer, setError, fieldOf);
  const t = useT();
  return (
    <>
      {error ? <Alert>{localizeServerMessage(error)}</Alert> : null}
      <form
        onSubmit={handleSubmit(({ reason }) =>
          fetcher.submit(
            { id: certificateId, reason },
            { method: 'post', encType: 'application/json' },
          ),
        )}
        noValidate
        className="space-y-3 rounded-xl border border-red-200 bg-white p-4"
      >
        <TextareaField
          label={t('admin.certificates.why')}
          hint={t('admin.certificates.whyHint')}
          maxLength={300}
          error={formState.errors.reason?.message}
          {...register('reason')}
        />
        <Button type="submit" variant="danger" disabled={fetcher.state !== 'idle'}>
          {t('admin.certificates.revoke')}
        </Button>
      </form>
    </>
  );
}

/** /admin/dashboard/typing-certificates: find a certificate by its link and revoke it. */
function AdminTypingCertificatesPage() {
  const { id, certificate: found } = useLoaderData<typeof certificatesLoader>();
  const [, setParams] = useSearchParams();
  const isFinding = useNavigation().state !== 'idle';
  const find = useForm({ defaultValues: { link: id } });
  const link = useWatch({ control: find.control, name: 'link' });
  const certificate = found?.ok ? found.data : null;
  const revoked = useFetcher<typeof certificatesAction>({ key: revokeKey(certificate?._id ?? '') });
  const t = useT();

  return (
    <AdminPage title={t('admin.certificates.title')} intro={t('admin.certificates.intro')}>
      <form
        onSubmit={find.handleSubmit((values) => {
          const next = certificateIdFrom(values.link);
          if (next) setParams({ certificate: next });
        })}
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end"
      >
        <TextField
          label={t('admin.certificates.link')}
          className="flex-1"
          {...find.register('link')}
        />
        <Button type="submit" variant="secondary" disabled={isFinding || !link.trim()}>
          {t('admin.certificates.find')}
        </Button>
      </form>
      {found && !found.ok ? <Alert>{localizeServerMessage(found.failure.message)}</Alert> : null}
      {revoked.state === 'idle' && revoked.data?.ok ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800"
        >
          {localizeServerMessage(revoked.data.data.message)}
        </p>
      ) : null}
      {certificate ? <CertificateCard certificate={certificate} /> : null}
      {certificate && !certificate.revokedAt ? (
        <RevokeForm key={certificate._id} certificateId={certificate._id} />
      ) : null}
    </AdminPage>
  );
}

export const adminTypingCertificatesRoute = {
  Component: AdminTypingCertificatesPage,
  loader: certificatesLoader,
  action: certificatesAction,
  catalogue: adminCatalogue,
};
