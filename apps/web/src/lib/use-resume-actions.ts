import type { ResumeRef } from '@shuruaat/contract';
import { useRevalidator } from 'react-router';
import type { UploadProgress } from '@/lib/http';
import { toast } from '@/lib/toast';
import { browser } from './browser';
import { resumeLink, sendResume } from '@/features/candidates/loaders';

/**
 * Uploading and opening the candidate's own resume, shared by the resume and apply screens. An
 * upload is said with the server's message, then the page's loaders are read again so the new
 * version shows everywhere on it.
 */
export function useResumeActions() {
  const { revalidate } = useRevalidator();

  async function upload(file: File, onProgress: UploadProgress): Promise<string | null> {
    const sent = await sendResume(file, onProgress);
    if (!sent.ok) return sent.failure.message;
    toast.success(sent.data.message);
    await revalidate();
    return null;
  }

  async function open(ref: ResumeRef): Promise<void> {
    const link = await resumeLink(ref);
    if (link.ok) browser.open(link.data.url);
    else toast.error(link.failure.message);
  }

  return { upload, open };
}
