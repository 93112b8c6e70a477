import type { ResumeRef } from '@shuruaat/contract';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { resumeLink } from '@/features/candidates/resume-database-loaders';
import { resumeDownload } from './resume-download';

/** Asks for a signed link to a resume and downloads it; `openingId` is the one being fetched. */
export function useOpenResume() {
  const [openingId, setOpeningId] = useState<string | null>(null);

  async function open(resume: ResumeRef) {
    setOpeningId(resume.publicId);
    const link = await resumeLink(resume);
    setOpeningId(null);
    if (link.ok) resumeDownload.start(link.data.url);
    else toast.error(link.failure.message);
  }

  return { openingId, open: (resume: ResumeRef) => void open(resume) };
}
