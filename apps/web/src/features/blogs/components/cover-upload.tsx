import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toFailure } from '@/lib/failure';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { uploadCover } from '../admin-loaders';

type CoverUploadProps = {
  value: string | null;
  isHydrated: boolean;
  onChange: (url: string | null) => void;
};

/** The post's cover: uploaded at once, checked and resized by the server, shown as it will be. */
export function CoverUpload({ value, isHydrated, onChange }: CoverUploadProps) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);

  async function choose(file: File | undefined) {
    if (!file) return;
    setIsUploading(true);
    setError(null);
    try {
      onChange((await uploadCover(file)).coverImageUrl);
    } catch (failure) {
      setError(localizeServerMessage(toFailure(failure, t('blogs-admin.cover.failed')).message));
    } finally {
      setIsUploading(false);
    }
  }

  return (
    <div>
      <p className="text-sm font-medium text-slate-900">{t('blogs-admin.cover.label')}</p>
      <p className="text-sm text-slate-600">{t('blogs-admin.cover.hint')}</p>
      {value ? (
        <img
          src={value}
          alt={t('blogs-admin.cover.alt')}
          className="mt-2 w-full max-w-sm rounded-lg"
        />
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <label className="cursor-pointer text-sm font-semibold text-indigo-800 underline">
          {t(
            isUploading
              ? 'blogs-admin.cover.uploading'
              : value
                ? 'blogs-admin.cover.replace'
                : 'blogs-admin.cover.choose',
          )}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            disabled={!isHydrated || isUploading}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </label>
        {value ? (
          <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
            {t('blogs-admin.cover.remove')}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
