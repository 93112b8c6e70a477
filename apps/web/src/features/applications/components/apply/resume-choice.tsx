import type { ResumeRef } from '@shuruaat/contract';
import { Button } from '@/components/ui/button';
import type { UploadProgress } from '@/lib/http';
import { ResumeUpload } from '@/components/ui/resume-upload';
import { useT } from '@/lib/i18n/translate';

type ResumeChoiceProps = {
  resume: ResumeRef | null;
  onOpen: (resume: ResumeRef) => void;
  onUpload: (file: File, onProgress: UploadProgress) => Promise<string | null>;
};

/** The resume that goes with the application: the current one, or an upload right here. */
export function ResumeChoice({ resume, onOpen, onUpload }: ResumeChoiceProps) {
  const t = useT();
  return (
    <div className="space-y-4">
      {resume ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
          <p className="text-sm text-slate-800">
            {t('applications.resume.current', { version: resume.version })}
          </p>
          <Button variant="outline" size="sm" onClick={() => onOpen(resume)}>
            {t('applications.resume.open')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-800">
          You have not uploaded a resume yet. Upload one to apply; it is kept for your next
          applications too.
        </p>
      )}
      <ResumeUpload hasResume={resume !== null} onUpload={onUpload} />
    </div>
  );
}
