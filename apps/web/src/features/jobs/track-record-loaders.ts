import { TRACK_RECORD, type TrackRecord } from '@shuruaat/contract';
import { trackRecordsApi } from './track-records-api';

type Waiter = { resolve: (record: TrackRecord | null) => void };

// The cards of one page ask in the same tick; they are answered by one request. Answers are
// kept for the visit (the server caches them five minutes anyway).
const known = new Map<string, Promise<TrackRecord | null>>();
let asked = new Map<string, Waiter[]>();

async function askNow() {
  const batch = asked;
  asked = new Map();
  const ids = [...batch.keys()];
  for (let start = 0; start < ids.length; start += TRACK_RECORD.maxCompanies) {
    const chunk = ids.slice(start, start + TRACK_RECORD.maxCompanies);
    const found = await trackRecordsApi.many(chunk).then(
      ({ trackRecords }) => new Map(trackRecords.map((r) => [r.companyId, r])),
      () => new Map<string, TrackRecord>(),
    );
    for (const id of chunk) for (const w of batch.get(id) ?? []) w.resolve(found.get(id) ?? null);
  }
}

/**
 * A company's track record, read after hydration (never on the server render: the listing does
 * not wait on it). Null when it could not be read; the card then shows nothing rather than guess.
 */
export function readTrackRecord(companyId: string): Promise<TrackRecord | null> {
  const cached = known.get(companyId);
  if (cached) return cached;
  const promise = new Promise<TrackRecord | null>((resolve) => {
    if (asked.size === 0) queueMicrotask(() => void askNow());
    asked.set(companyId, [...(asked.get(companyId) ?? []), { resolve }]);
  });
  known.set(companyId, promise);
  // A failed read is asked again on the next visit to a page, not kept as "nothing".
  void promise.then((record) => {
    if (!record) known.delete(companyId);
  });
  return promise;
}
