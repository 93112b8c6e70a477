import { countOf, type TrackRecord } from '@shuruaat/contract';
import { TRACK_RECORD_TEXT } from '@/lib/track-record-text';

const percent = (share: number) => `${Math.round(share * 100)}%`;

function Figure({ value, label, detail }: { value: string; label: string; detail?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-indigo-950">{value}</dd>
      {detail ? <dd className="mt-1 text-sm text-slate-600">{detail}</dd> : null}
    </div>
  );
}

/** The company page's record: each figure there is enough data for, or "New on Shuruaat". */
export function TrackRecordFigures({ record }: { record: TrackRecord }) {
  if (record.isNew) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-5">
        <p className="font-semibold text-slate-900">{TRACK_RECORD_TEXT.isNew}</p>
        <p className="mt-1 text-sm text-slate-700">{TRACK_RECORD_TEXT.isNewDetail}</p>
      </div>
    );
  }
  const days = record.medianDaysToAnswer;
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {record.answeredShare !== null ? (
        <Figure
          value={percent(record.answeredShare)}
          label="Applicants answered"
          detail={`of ${countOf(record.applications, 'application')}${days !== null ? `; first answer in ${days < 1 ? 'under a day' : countOf(days, 'day')} (median)` : ''}`}
        />
      ) : null}
      {record.hires > 0 ? (
        <Figure value={String(record.hires)} label="Hires made on Shuruaat" />
      ) : null}
      {record.stipend ? (
        <Figure
          value={`${record.stipend.paidAsListed} of ${record.stipend.answers}`}
          label="Interns paid the stipend as listed"
          detail="As the interns told us when their internship ended"
        />
      ) : null}
    </dl>
  );
}
