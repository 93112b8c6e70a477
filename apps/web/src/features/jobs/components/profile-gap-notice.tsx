import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { EMPLOYER_PATHS } from '@/lib/employer-paths';

/** Why posting was refused (the company profile is incomplete), with the way to fix it. */
export function ProfileGapNotice({ message }: { message: string }) {
  return (
    <Alert>
      {message}{' '}
      <Link to={EMPLOYER_PATHS.profile} className="font-semibold underline">
        Complete your company profile
      </Link>
    </Alert>
  );
}
