import {
  DevMailboxResponseSchema,
  JobAlertResponseSchema,
  JobAlertsResponseSchema,
  MessageResponseSchema,
  NotificationPreferencesSchema,
  type JobAlertFrequency,
  type NotificationPreferencesBody,
} from '@shuruaat/contract';
import { http } from '@/lib/http';

/** Email settings, job alerts, unsubscribe and the development mailbox. */
export const emailApi = {
  getSettings: () =>
    http.get('/api/users/email-settings', { schema: NotificationPreferencesSchema }),
  saveSettings: (body: NotificationPreferencesBody) =>
    http.put('/api/users/email-settings', { body, schema: NotificationPreferencesSchema }),
  getAlerts: () => http.get('/api/candidates/job-alerts', { schema: JobAlertsResponseSchema }),
  setFrequency: (id: string, frequency: JobAlertFrequency) =>
    http.patch(`/api/candidates/job-alerts/${encodeURIComponent(id)}`, {
      body: { frequency },
      schema: JobAlertResponseSchema,
    }),
  deleteAlert: (id: string) =>
    http.delete(`/api/candidates/job-alerts/${encodeURIComponent(id)}`, {
      schema: MessageResponseSchema,
    }),
  unsubscribe: (token: string, topic: string | null) =>
    http.post('/api/mail/unsubscribe', {
      body: topic ? { token, topic } : { token },
      schema: MessageResponseSchema,
    }),
  mailbox: (to: string) =>
    http.get(`/api/dev/mailbox${to ? `?to=${encodeURIComponent(to)}` : ''}`, {
      schema: DevMailboxResponseSchema,
    }),
  runSchedules: () => http.post('/api/dev/mailbox/run-schedules'),
};
