import { TYPING_LAYOUT_NAMES, type TypingCertificate } from '@shuruaat/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useAppDispatch } from '@/lib/redux-hooks';
import { AdminPage, Badge } from '../components/admin-page';
import { formatDate } from '../format';
import { useAdminTyping } from '../hooks';
import { findCertificate, revokeCertificate } from '../typing-slice';

/** A certificate's id from a pasted public link (…/certificate/<id>) or the id itself. */
export function certificateIdFrom(input: string): string {
  const path = input.trim().split(/[?#]/u)[0] ?? '';
  return path.split('/').filter(Boolean).pop() ?? '';
}

function CertificateCard({ certificate }: { certificate: TypingCertificate }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-bold text-indigo-950">{certificate.name}</h2>
        {certificate.revokedAt ? (
          <Badge tone="red">Revoked</Badge>
        ) : (
          <Badge tone="green">Valid</Badge>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {certificate.presetName} · {TYPING_LAYOUT_NAMES[certificate.layout]} ·{' '}
        {certificate.durationMinutes} min · {certificate.netWpm} WPM net · issued{' '}
        {formatDate(certificate.issuedAt)}
      </p>
      {certificate.revokedAt ? (
        <p className="mt-2 text-sm text-red-800">
          Revoked {formatDate(certificate.revokedAt)}: {certificate.revokedReason}
        </p>
      ) : null}
    </div>
  );
}

/** /admin/dashboard/typing-certificates: find a certificate by its link and revoke it. */
export function AdminTypingCertificatesPage() {
  const dispatch = useAppDispatch();
  const { certificate, certificateBusy, certificateError, revokedMessage } = useAdminTyping();
  const [link, setLink] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  function find(event: FormEvent) {
    event.preventDefault();
    const id = certificateIdFrom(link);
    if (id) void dispatch(findCertificate(id));
  }

  function revoke(event: FormEvent) {
    event.preventDefault();
    if (!certificate) return;
    if (reason.trim().length < 5) {
      setReasonError('Say why the certificate is revoked');
      return;
    }
    setReasonError(undefined);
    void dispatch(revokeCertificate({ certificateId: certificate._id, reason: reason.trim() }));
  }

  return (
    <AdminPage
      title="Typing certificates"
      intro="Revoke a typing certificate that should not stand, for example one earned by someone else. Its public page then says it is revoked, and why."
    >
      <form
        onSubmit={find}
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end"
      >
        <TextField
          label="Certificate link or id"
          value={link}
          className="flex-1"
          onChange={(e) => setLink(e.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={certificateBusy || !link.trim()}>
          Find
        </Button>
      </form>
      {certificateError ? <Alert>{certificateError}</Alert> : null}
      {revokedMessage ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800"
        >
          {revokedMessage}
        </p>
      ) : null}
      {certificate ? <CertificateCard certificate={certificate} /> : null}
      {certificate && !certificate.revokedAt ? (
        <form onSubmit={revoke} className="space-y-3 rounded-xl border border-red-200 bg-white p-4">
          <TextareaField
            label="Why is it revoked?"
            hint="Shown on the certificate's public page"
            value={reason}
            maxLength={300}
            error={reasonError}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button type="submit" variant="danger" disabled={certificateBusy}>
            Revoke the certificate
          </Button>
        </form>
      ) : null}
    </AdminPage>
  );
}
