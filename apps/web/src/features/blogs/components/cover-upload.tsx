import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toFailure } from '@/lib/failure';
import { uploadCover } from '../admin-loaders';

type CoverUploadProps = {
  value: string | null;
  isHydrated: boolean;
  onChange: (url: string | null) => void;
};

/** The post's cover: uploaded at once, checked and resized by the server, shown as it will be. */
export function CoverUpload({ value, isHydrated, onChange }: CoverUploadProps) {
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);

  async function choose(file: File | undefined) {
    if (!file) return;
    setIsUploading(true);
    setError(null);
    try {
      onChange((await uploadCover(file)).coverImageUrl);
    } catch (failure) {
      setError(toFailure(failure, 'Failed to upload the cover').message);
    } finally {
      setIsUploading(false);
    }
  }

  return (
    <div>
      <p className="text-sm font-medium text-slate-900">Cover image (optional)</p>
      <p className="text-sm text-slate-600">PNG, JPEG or WebP, up to 2 MB; cropped to 1200×630.</p>
      {value ? (
        <img src={value} alt="Cover preview" className="mt-2 w-full max-w-sm rounded-lg" />
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <label className="cursor-pointer text-sm font-semibold text-indigo-800 underline">
          {isUploading ? 'Uploading…' : value ? 'Replace cover' : 'Choose a cover image'}
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
            Remove cover
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
