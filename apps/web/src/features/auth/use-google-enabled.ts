import { useEffect, useState } from 'react';
import { readGoogleEnabled } from './loaders';

/**
 * Whether this site offers sign-in with Google (GOOGLE_CLIENT_ID is set). Asked after the page
 * is up; until then, and when the question fails, the button stays away.
 */
export function useGoogleEnabled(): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    readGoogleEnabled()
      .then((answer) => {
        if (isCurrent) setEnabled(answer);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);
  return enabled;
}
