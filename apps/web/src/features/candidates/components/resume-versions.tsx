import type { ResumeRef, ResumeVersion } from '@shuruaat/contract';
import { Button } from '@/components/ui/button';
import { dayText } from '@/lib/format';
import { useT } from '@/lib/i18n/translate';
import { sizeText } from '../format';

type ResumeVersionsProps = { versions: ResumeVersion[]; onOpen: (resume: ResumeRef) => void };

/** Every resume the candidate uploaded, newest first; the current one goes with applications. */
export function ResumeVersions({ versions, onOpen }: ResumeVersionsProps) {
  const t = useT();
  if (versions.length === 0) {
    return <p className="text-sm text-slate-700">{t('candidates.versions.none')}</p>;
  }
  return (
    <ul className="divide-y divide-slate-200">
      {versions.map((version) => (
        <li
          key={version.version}
          className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
        >
          <div className="min-w-0">
            <p className="font-medium break-all text-slate-900">
              {version.fileName}
              {version.isCurrent ? (
                <span className="ml-2 inline-flex rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-300 ring-inset">
                  {t('candidates.versions.current')}
                </span>
              ) : null}
            </p>
            <p className="text-sm text-slate-600">
              {t('candidates.versions.line', {
                version: version.version,
                size: sizeText(version.sizeBytes),
                day: dayText(version.uploadedAt),
              })}
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            aria-label={t('candidates.versions.openLabel', { version: version.version })}
            onClick={() => onOpen(version)}
          >
            {t('candidates.versions.open')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
