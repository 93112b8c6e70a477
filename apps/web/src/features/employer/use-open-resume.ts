import type { ResumeRef } from '@shuruaat/contract';
import { useState } from 'react';
import { useAppDispatch } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';
import { EMPLOYER_FALLBACKS } from './messages';
import { openResume } from './pipeline-thunks';
import { resumeDownload } from './resume-download';

/** Asks for a signed link to a resume and downloads it; `openingId` is the one being fetched. */
export function useOpenResume() {
  const dispatch = useAppDispatch();
  const [openingId, setOpeningId] = useState<string | null>(null);

  async function open(resume: ResumeRef) {
    setOpeningId(resume.publicId);
    const result = await dispatch(openResume(resume));
    setOpeningId(null);
    if (openResume.fulfilled.match(result)) resumeDownload.start(result.payload.url);
    else toast.error(result.payload?.message ?? EMPLOYER_FALLBACKS.openResume);
  }

  return { openingId, open: (resume: ResumeRef) => void open(resume) };
}
