import type { AuditEntry } from '@shuruaat/contract';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n/translate';
import { ADMIN_BASE, ADMIN_PATHS } from '../format';

// Message ids of each kind of target; the stored type itself shows for any other.
const KIND_LABELS: Record<string, string> = {
  user: 'admin.audit.kind.user',
  job: 'admin.audit.kind.job',
  company: 'admin.audit.kind.company',
  blog: 'admin.audit.kind.blog',
  message_report: 'admin.audit.kind.message_report',
};

/** The console page that shows the target, where there is one. */
function pathOf({ targetType, targetId, target }: AuditEntry): string | null {
  if (!target) return null;
  if (targetType === 'user') return `${ADMIN_PATHS.users}?q=${encodeURIComponent(target.detail)}`;
  if (targetType === 'job') return ADMIN_PATHS.editJob(targetId);
  if (targetType === 'company' && target.ownerId) return ADMIN_PATHS.employerJobs(target.ownerId);
  if (targetType === 'blog') return `${ADMIN_BASE}/blogs/${targetId}/edit`;
  return null;
}

/** What an audit entry acted on: its name, linked to its page, or its id once it is gone. */
export function AuditTargetLine({ entry }: { entry: AuditEntry }) {
  const { target } = entry;
  const path = pathOf(entry);
  const t = useT();
  const kindId = KIND_LABELS[entry.targetType];
  const kind = kindId ? t(kindId) : entry.targetType;
  return (
    <p className="text-sm break-words text-slate-700">
      <span className="text-slate-600">{t('admin.audit.kindOf', { kind })} </span>
      {!target ? (
        <span className="text-xs break-all text-slate-500">{entry.targetId}</span>
      ) : path ? (
        <Link to={path} className="font-medium text-indigo-800 underline underline-offset-2">
          {target.name}
        </Link>
      ) : (
        <span className="font-medium">{target.name}</span>
      )}
      {target?.detail ? <span className="text-slate-600"> · {target.detail}</span> : null}
    </p>
  );
}
