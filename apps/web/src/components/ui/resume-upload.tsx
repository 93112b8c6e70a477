import { RESUME_MAX_BYTES, RESUME_MESSAGES } from '@shuruaat/contract';
import { useId, useState, type ChangeEvent } from 'react';
import type { UploadProgress } from '@/lib/http';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { useIsHydrated } from '@/lib/use-is-hydrated';

type ResumeUploadProps = {
  hasResume: boolean;
  /** Resolves to the server's complaint, or null once the resume is saved. */
  onUpload: (file: File, onProgress: UploadProgress) => Promise<string | null>;
};

/** Checked here first so a wrong file never costs a slow upload; the server checks again. */
export function resumeProblem(file: File): string | null {
  const isPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!isPdf) return RESUME_MESSAGES.notPdf;
  if (file.size > RESUME_MAX_BYTES) return RESUME_MESSAGES.tooLarge;
  return null;
}

export function ResumeUpload({ hasResume, onUpload }: ResumeUploadProps) {
  const t = useT();
  const inputId = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const isUploading = percent !== null;
  // The page arrives rendered: a file chosen before the app has started would go nowhere.
  const isHydrated = useIsHydrated();

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const localProblem = resumeProblem(file);
    setProblem(localProblem && localizeServerMessage(localProblem));
    if (localProblem) return;
    setPercent(0);
    const serverProblem = await onUpload(file, (fraction) =>
      setPercent(Math.round(fraction * 100)),
    );
    setPercent(null);
    setProblem(serverProblem && localizeServerMessage(serverProblem));
  }

  return (
    <div>
      <label
        htmlFor={inputId}
        className={`inline-flex cursor-pointer items-center gap-2 rounded-lg border border-indigo-900 px-4 py-2.5 text-sm font-semibold text-indigo-900 hover:bg-indigo-50 has-focus-visible:outline-3 has-focus-visible:outline-indigo-600 ${isUploading ? 'pointer-events-none opacity-60' : ''}`}
      >
        {hasResume ? t('components.resume.uploadNew') : t('components.resume.upload')}
      </label>
      <input
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        onChange={(event) => void onChange(event)}
        disabled={!isHydrated || isUploading}
        aria-describedby={`${inputId}-help`}
        className="sr-only"
      />
      <p id={`${inputId}-help`} className="mt-2 text-sm text-slate-600">
        {t('components.resume.help')}
      </p>
      {isUploading ? (
        <div className="mt-3 max-w-sm">
          <div
            role="progressbar"
            aria-label={t('components.resume.progress')}
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-indigo-700 transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p role="status" className="mt-1 text-sm text-slate-700">
            {t('components.resume.uploading', { percent })}
          </p>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
