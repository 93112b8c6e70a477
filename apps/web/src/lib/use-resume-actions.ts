import type { ResumeRef } from '@shuruaat/contract';
import { useRevalidator } from 'react-router';
import type { UploadProgress } from '@/lib/http';
import type { Loaded } from '@/lib/route-data';
import { toast } from '@/lib/toast';
import { localizeServerMessage } from './i18n/translate';
import { resumeDownload } from './resume-download';

/** The page's own loaders' calls: the upload with its progress, and a signed link. */
export type ResumeCalls = {
  sendResume: (file: File, onProgress: UploadProgress) => Promise<Loaded<{ message: string }>>;
  resumeLink: (ref: ResumeRef) => Promise<Loaded<{ url: string }>>;
};

/**
 * Uploading and opening the candidate's own resume, shared by the resume and apply screens, each
 * passing its feature's calls. An upload is said with the server's message, then the page's
 * loaders are read again so the new version shows everywhere on it.
 */
export function useResumeActions({ sendResume, resumeLink }: ResumeCalls) {
  const { revalidate } = useRevalidator();

  async function upload(file: File, onProgress: UploadProgress): Promise<string | null> {
    const sent = await sendResume(file, onProgress);
    if (!sent.ok) return sent.failure.message;
    toast.success(localizeServerMessage(sent.data.message));
    await revalidate();
    return null;
  }

  async function open(ref: ResumeRef): Promise<void> {
    const link = await resumeLink(ref);
    if (link.ok) resumeDownload.view(link.data.url);
    else toast.error(link.failure.message);
  }

  return { upload, open };
}
