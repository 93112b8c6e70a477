import { useState, type ChangeEvent } from 'react';
import type { ResumeVersion } from '@shuruaat/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Spinner } from '@/components/ui/spinner';
import { dayText } from '@/lib/format';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { uploadProgramResume } from '../loaders';

type ResumeAttachProps = {
  resume: ResumeVersion | null;
  /** Told the candidate's current resume once a new PDF is uploaded. */
  onUploaded: (resume: ResumeVersion | null) => void;
  field: UseFormRegisterReturn<'attachResume'>;
  error?: string;
};

/**
 * The candidate's current resume (the same one their job applications use), offered for
 * attaching; a new PDF uploaded here becomes their current resume everywhere.
 */
export function ResumeAttach({ resume, onUploaded, field, error }: ResumeAttachProps) {
  const t = useT();
  const [isUploading, setIsUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const upload = async (file: File) => {
    setIsUploading(true);
    setUploadError(null);
    const answer = await uploadProgramResume(file);
    setIsUploading(false);
    if (answer.ok) onUploaded(answer.data);
    else setUploadError(localizeServerMessage(answer.failure.message));
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) void upload(file);
    event.target.value = '';
  };
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-300 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {t('site.resume.legend')}
      </legend>
      {resume ? (
        <CheckboxField
          label={t('site.resume.attach', {
            file: resume.fileName,
            version: resume.version,
            date: dayText(resume.uploadedAt),
          })}
          {...field}
        />
      ) : (
        <p className="text-sm text-slate-700">{t('site.resume.none')}</p>
      )}
      <label className="block text-sm font-medium text-slate-800">
        {resume ? t('site.resume.uploadNewer') : t('site.resume.upload')}
        <input
          type="file"
          accept="application/pdf"
          onChange={onFile}
          disabled={isUploading}
          className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:font-semibold file:text-indigo-900"
        />
      </label>
      {isUploading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner className="size-4" /> {t('site.resume.uploading')}
        </p>
      ) : null}
      {uploadError || error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {uploadError ?? error}
        </p>
      ) : null}
    </fieldset>
  );
}
