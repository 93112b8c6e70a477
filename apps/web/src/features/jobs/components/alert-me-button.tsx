import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  JobAlertResponseSchema,
  MAIL_MESSAGES,
  MESSAGES,
  type JobAlertQuery,
} from '@shuruaat/contract';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { http } from '@/lib/http';
import type { JobFilters } from '@/job-search/job-filters';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { useAppSelector } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';

/** The part of the search an alert keeps (sorting and dates say how to show, not what to find). */
function alertQueryOf(filters: JobFilters): JobAlertQuery {
  const { q, kind, category, city, workMode, partTime, minStipend, minCtc, ppo, skills } = filters;
  return { q, kind, category, city, workMode, partTime, minStipend, minCtc, ppo, skills };
}

/**
 * "Alert me": saves the search on screen as a job alert, emailed daily. A visitor signs in first
 * and comes back to the same search; employers and admins have no alerts, so no button.
 */
export function AlertMeButton({ filters }: { filters: JobFilters }) {
  const t = useT();
  const role = useAppSelector((state) => state.auth.user?.role);
  const location = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (role && role !== 'candidate') return null;

  const save = async () => {
    if (!role) {
      await navigate('/login', { state: { from: location } });
      return;
    }
    setBusy(true);
    try {
      await http.post('/api/candidates/job-alerts', {
        body: { query: alertQueryOf(filters), frequency: 'daily' },
        schema: JobAlertResponseSchema,
      });
      toast.success(localizeServerMessage(MAIL_MESSAGES.alertSaved));
    } catch (error) {
      toast.error(
        localizeServerMessage(
          error instanceof ApiError ? error.message : MESSAGES.somethingWentWrong,
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outline" size="sm" disabled={busy} onClick={() => void save()}>
      {busy ? t('jobs.alert.saving') : t('jobs.alert.button')}
    </Button>
  );
}
