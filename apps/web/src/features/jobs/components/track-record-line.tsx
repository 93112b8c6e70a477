import type { TrackRecord } from '@shuruaat/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n/translate';
import { readTrackRecord } from '../track-record-loaders';
import { trackRecordWords } from '../track-record-words';

/** The record itself, once read: a line of facts, or "New on Shuruaat". */
function useTrackRecord(companyId: string) {
  const [record, setRecord] = useState<TrackRecord | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void readTrackRecord(companyId).then((found) => {
      if (isCurrent) setRecord(found);
    });
    return () => {
      isCurrent = false;
    };
  }, [companyId]);
  return record;
}

/**
 * An employer's track record on a job card or the job page: what it cannot edit. The line keeps
 * its height while it loads, so the cards below do not move.
 */
export function TrackRecordLine({
  companyId,
  companyName,
  linksToCompany = false,
}: {
  companyId: string;
  companyName: string;
  linksToCompany?: boolean;
}) {
  const t = useT();
  const record = useTrackRecord(companyId);
  const facts = record ? trackRecordWords(t, record) : [];
  const text = record ? (record.isNew ? t('jobs.record.isNew') : facts.join(' · ')) : '';
  return (
    <p className="mt-2 min-h-5 text-sm text-emerald-900" data-testid="track-record-line">
      {text ? <span className="sr-only">{t('jobs.record.heading')}: </span> : null}
      {text}
      {text && linksToCompany ? (
        <>
          {' '}
          <Link
            to={`/companies/${companyId}`}
            className="relative z-10 font-semibold text-indigo-800 underline"
          >
            {t('jobs.record.see', { name: companyName })}
          </Link>
        </>
      ) : null}
    </p>
  );
}
