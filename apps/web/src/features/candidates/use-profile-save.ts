import type { CandidateProfile, UpdateCandidateProfileBody } from '@shuruaat/contract';
import { useFetcher } from 'react-router';
import { useAppDispatch } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';
import { candidateProfileSaved } from './events';
import type { profileAction } from './loaders';
import { CANDIDATE_MESSAGES } from '@/lib/candidate-messages';
import { useAnswer } from '@/lib/use-answer';
import { localizeServerMessage } from '@/lib/i18n/translate';

/**
 * A profile save through the page's route action (`profileAction`): says "✅ Profile updated
 * successfully!", tells the session to follow, then hands the saved profile to `onSaved`. The
 * refusal, if any, is the page's to show (`failure`).
 */
export function useProfileSave(onSaved?: (profile: CandidateProfile) => void) {
  const dispatch = useAppDispatch();
  const fetcher = useFetcher<typeof profileAction>();
  const answer = fetcher.data;
  useAnswer(answer, (saved) => {
    if (!saved.ok) return;
    toast.success(localizeServerMessage(CANDIDATE_MESSAGES.profileUpdated));
    dispatch(candidateProfileSaved(saved.data.profile));
    onSaved?.(saved.data.profile);
  });
  const save = (values: UpdateCandidateProfileBody) =>
    fetcher.submit(values, { method: 'post', encType: 'application/json' });
  return {
    save,
    isSaving: fetcher.state !== 'idle',
    failure: answer && !answer.ok ? answer.failure : undefined,
  };
}
