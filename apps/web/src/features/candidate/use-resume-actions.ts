import type { ResumeRef } from '@shuruaat/contract';
import type { UploadProgress } from '@/lib/http';
import { useAppDispatch } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';
import { browser } from './browser';
import { CANDIDATE_MESSAGES, LOCAL_FALLBACKS } from './messages';
import { uploadResume } from './profile-slice';
import { openResume } from './resumes-slice';

/** Uploading and opening the candidate's own resume, shared by the resume and apply screens. */
export function useResumeActions() {
  const dispatch = useAppDispatch();

  async function upload(file: File, onProgress: UploadProgress): Promise<string | null> {
    const result = await dispatch(uploadResume({ file, onProgress }));
    if (uploadResume.fulfilled.match(result)) {
      toast.success(result.payload.message);
      return null;
    }
    return result.payload?.message ?? CANDIDATE_MESSAGES.upload;
  }

  async function open(ref: ResumeRef): Promise<void> {
    const result = await dispatch(openResume(ref));
    if (openResume.fulfilled.match(result)) browser.open(result.payload.url);
    else toast.error(result.payload?.message ?? LOCAL_FALLBACKS.openResume);
  }

  return { upload, open };
}
