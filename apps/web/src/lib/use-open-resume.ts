import type { ResumeRef } from '@shuruaat/contract';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { Loaded } from '@/lib/route-data';
import { resumeDownload } from './resume-download';

/**
 * Asks for a signed link to a resume (through `resumeLink`, the page's loaders' call) and shows
 * it in the browser, or saves it; `openingId` is the one being fetched.
 */
export function useOpenResume(resumeLink: (resume: ResumeRef) => Promise<Loaded<{ url: string }>>) {
  const [openingId, setOpeningId] = useState<string | null>(null);

  async function open(resume: ResumeRef, saving: boolean) {
    setOpeningId(resume.publicId);
    const link = await resumeLink(resume);
    setOpeningId(null);
    if (!link.ok) toast.error(link.failure.message);
    else if (saving) resumeDownload.start(link.data.url);
    else resumeDownload.view(link.data.url);
  }

  return {
    openingId,
    open: (resume: ResumeRef) => void open(resume, false),
    download: (resume: ResumeRef) => void open(resume, true),
  };
}
