import { LOGO_MAX_BYTES, LOGO_TYPES } from '@shuruaat/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/translate';

type LogoUploadProps = {
  logoUrl: string | null;
  companyName: string;
  isUploading: boolean;
  /** Resolves to the server's complaint, or null once the logo is saved. */
  onUpload: (file: File) => Promise<string | null>;
};

/** Checked here first so a wrong file never costs the employer an upload; a message id. */
export function logoProblem(file: File): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'companies.logo.wrongType';
  if (file.size > LOGO_MAX_BYTES) return 'companies.logo.tooBig';
  return null;
}

function dataUrlOf(file: Blob): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}

export function LogoUpload({ logoUrl, companyName, isUploading, onUpload }: LogoUploadProps) {
  const t = useT();
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const localProblem = logoProblem(file);
    setProblem(localProblem && t(localProblem));
    if (localProblem) return;
    // A data: URL, not blob:: the Content-Security-Policy allows data: images and not blob:.
    setPreview(await dataUrlOf(file));
    const serverProblem = await onUpload(file);
    setProblem(serverProblem);
    setPreview(null);
  }

  const shown = preview ?? logoUrl;
  return (
    <div className="flex flex-wrap items-center gap-5">
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-300 bg-white">
        {shown ? (
          <img
            src={shown}
            alt={t('companies.logo.alt', { company: companyName || t('companies.logo.company') })}
            className="size-full object-contain"
          />
        ) : (
          <span className="px-2 text-center text-xs text-slate-600">
            {t('companies.logo.none')}
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-indigo-900 px-4 py-2.5 text-sm font-semibold text-indigo-900 hover:bg-indigo-50 has-focus-visible:outline-3 has-focus-visible:outline-indigo-600"
        >
          {isUploading ? <Spinner className="size-4" /> : null}
          {logoUrl ? t('companies.logo.change') : t('companies.logo.upload')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={LOGO_TYPES.join(',')}
          onChange={(event) => void onChange(event)}
          disabled={isUploading}
          aria-describedby={`${inputId}-help`}
          className="sr-only"
        />
        <p id={`${inputId}-help`} className="mt-2 text-sm text-slate-600">
          {t('companies.logo.help')}
        </p>
        {problem ? (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
