import { TRACK_RECORD, type TrackRecord } from '@shuruaat/contract';
import { numberText } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n/translate';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** "of 12 applications; first answer in 2 days (median)", or as much as the record holds. */
function answeredDetail(t: Translate, record: TrackRecord): string {
  const count = record.applications;
  const days = record.medianDaysToAnswer;
  if (days === null) return t('companies.record.ofApplications', { count });
  if (days < 1) return t('companies.record.ofApplicationsInADay', { count });
  return t('companies.record.ofApplicationsInDays', { count, days });
}

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
  const t = useT();
  if (record.isNew) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-5">
        <p className="font-semibold text-slate-900">{t('companies.record.isNew')}</p>
        <p className="mt-1 text-sm text-slate-700">
          {t('companies.record.isNewDetail', {
            applications: TRACK_RECORD.minimumApplications,
            days: TRACK_RECORD.graceDays,
            answers: TRACK_RECORD.minimumStipendAnswers,
          })}
        </p>
      </div>
    );
  }
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {record.answeredShare !== null ? (
        <Figure
          value={percent(record.answeredShare)}
          label={t('companies.record.answered')}
          detail={answeredDetail(t, record)}
        />
      ) : null}
      {record.hires > 0 ? (
        <Figure value={numberText(record.hires)} label={t('companies.record.hires')} />
      ) : null}
      {record.stipend ? (
        <Figure
          value={t('companies.record.paidOf', {
            paid: numberText(record.stipend.paidAsListed),
            answers: numberText(record.stipend.answers),
          })}
          label={t('companies.record.paidLabel')}
          detail={t('companies.record.paidDetail')}
        />
      ) : null}
    </dl>
  );
}
