import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { EMPLOYER_PATHS } from '@/lib/employer-paths';
import { KEEPS_DRAFT } from '@/lib/use-leave-warning';
import { useT } from '@/lib/i18n/translate';

/** Why posting was refused (the company profile is incomplete), with the way to fix it. */
export function ProfileGapNotice({ message }: { message: string }) {
  const t = useT();
  return (
    <Alert>
      {message}{' '}
      {/* The job form keeps its draft on this device, so going to fix the profile asks nothing. */}
      <Link to={EMPLOYER_PATHS.profile} state={KEEPS_DRAFT} className="font-semibold underline">
        {t('jobs.gap.completeProfile')}
      </Link>
    </Alert>
  );
}
