import type { ProgramApplication } from '@shuruaat/contract';
import { longDayText } from '@/lib/format';
import { useT } from '@/lib/i18n/translate';
import { PROGRAM_NAME_IDS, TRACK_IDS } from '../content/labels';

/** The signed-in candidate's program applications, so they can see what they sent. */
export function MyProgramApplications({ applications }: { applications: ProgramApplication[] }) {
  const t = useT();
  if (applications.length === 0) return null;
  return (
    <section
      aria-labelledby="my-applications-heading"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h3 id="my-applications-heading" className="text-lg font-semibold text-indigo-950">
        {t('site.myApplications.title')}
      </h3>
      <ul className="mt-3 divide-y divide-slate-200">
        {applications.map((a) => (
          <li key={a._id} className="py-3">
            <p className="font-semibold text-slate-900">
              {t(PROGRAM_NAME_IDS[a.program])} · {t(TRACK_IDS[a.track])}
            </p>
            <p className="text-sm text-slate-700">
              {t('site.myApplications.sentOn', { date: longDayText(a.createdAt) })} ·{' '}
              {a.resume
                ? t('site.myApplications.resume', { version: a.resume.version })
                : t('site.myApplications.noResume')}{' '}
              · {t('site.myApplications.reply')}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
