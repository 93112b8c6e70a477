import {
  cityName,
  formatInr,
  formatLpa,
  jobAlertSearchPath,
  jobAlertName,
  JobSearchQuerySchema,
  MAIL_MESSAGES,
  MAX_JOB_ALERTS,
  type CreateJobAlertBody,
  type JobAlert,
  type JobAlertFrequency,
  type JobAlertQuery,
  type JobListItem,
  type Language,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { JobAlertRow } from '../../db/schema/mail';
import { AppError, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import { findUserById, languageOf } from '../users/users.service';
import { composeEmail, EMAIL_SETTINGS_PATHS, siteUrl } from './email-layout';
import * as repo from './job-alerts.repository';
import { mailWords } from './mail-words';
import { enqueueMail } from './outbox';
import { ensurePreferences, newUnsubscribeToken } from './preferences.repository';
import { unsubscribeLinks } from './unsubscribe-links';

const DAY_MS = 24 * 60 * 60_000;
const MAX_BATCHES = 50;
const periodMs = (frequency: JobAlertFrequency) => (frequency === 'weekly' ? 7 : 1) * DAY_MS;
/** Listings one email shows at most; the rest wait behind its "See all" link. */
const PER_EMAIL = 10;

const toAlert = (row: JobAlertRow): JobAlert => ({
  _id: row.id,
  label: row.label,
  query: row.query,
  frequency: row.frequency,
  lastSentAt: row.lastSentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Empty strings and false flags say nothing about a search: they are dropped before saving. */
function cleanQuery(query: JobAlertQuery): JobAlertQuery {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, v]) =>
        v !== undefined && v !== '' && v !== false && !(Array.isArray(v) && v.length === 0),
    ),
  ) as JobAlertQuery;
}

export async function createAlert(
  db: Db,
  userId: string,
  body: CreateJobAlertBody,
): Promise<JobAlert> {
  const query = cleanQuery(body.query);
  const frequency = body.frequency ?? 'daily';
  const row = await withTransaction(db, async (tx) => {
    if ((await repo.countAlertsOf(tx, userId)) >= MAX_JOB_ALERTS)
      throw new AppError('CONFLICT', MAIL_MESSAGES.tooManyAlerts);
    return repo.insertAlert(tx, {
      userId,
      query,
      // Kept for the API's `label`, in English; screens and emails name it in their reader's
      // language from the query.
      label: jobAlertName(query, { language: 'en', t: mailWords.en }),
      frequency,
      unsubscribeToken: newUnsubscribeToken(),
      checkedUntil: new Date(),
      nextRunAt: new Date(Date.now() + periodMs(frequency)),
    });
  });
  return toAlert(row);
}

export async function listAlerts(db: Db, userId: string): Promise<JobAlert[]> {
  return (await repo.findAlertsOf(db, userId)).map(toAlert);
}

export async function setAlertFrequency(
  db: Db,
  userId: string,
  alertId: string,
  frequency: JobAlertFrequency,
): Promise<JobAlert> {
  const row = isUuid(alertId)
    ? await repo.updateAlert(db, userId, alertId, {
        frequency,
        nextRunAt: new Date(Date.now() + periodMs(frequency)),
      })
    : undefined;
  if (!row) throw notFound(MAIL_MESSAGES.alertNotFound);
  return toAlert(row);
}

export async function deleteAlert(db: Db, userId: string, alertId: string): Promise<void> {
  if (!isUuid(alertId) || !(await repo.deleteAlert(db, userId, alertId)))
    throw notFound(MAIL_MESSAGES.alertNotFound);
}

export const deleteAlertByToken = (db: Db, token: string) => repo.deleteAlertByToken(db, token);

/** The search behind /jobs, as the alert digests need it: newest first, open listings only. */
export type AlertSearch = (query: JobAlertQuery) => Promise<JobListItem[]>;

/** An alert's saved search in the shape /jobs' search reads. */
export function searchParamsOf(query: JobAlertQuery) {
  return JobSearchQuerySchema.parse({
    ...query,
    partTime: query.partTime ? 'true' : undefined,
    ppo: query.ppo ? 'true' : undefined,
    sort: 'newest',
    limit: 50,
    facets: 'false',
  });
}

function payOf(job: JobListItem, language: Language): string | undefined {
  if (job.stipend)
    return mailWords[language]('mail.alert.stipend', {
      min: formatInr(job.stipend.min, language),
      max: formatInr(job.stipend.max, language),
    });
  if (job.ctc) return `${formatLpa(job.ctc.min, language)}–${formatLpa(job.ctc.max, language)}`;
  return undefined;
}

/**
 * Emails every due alert the open listings that match it and are new to it. A listing is sent
 * once per alert (job_alert_deliveries), and a listing closed or paused before the email is
 * never in it: the search behind /jobs shows only open ones.
 */
export async function sendDueAlerts(db: Db, search: AlertSearch, now: Date): Promise<number> {
  let emails = 0;
  // Bounded: a run sends at most this many batches; the next run picks up the rest.
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const due = await repo.claimDueAlerts(db, now, 50);
    if (due.length === 0) return emails;
    for (const alert of due) if (await sendAlert(db, search, alert, now)) emails += 1;
  }
  return emails;
}

async function sendAlert(db: Db, search: AlertSearch, alert: JobAlertRow, now: Date) {
  const user = await findUserById(db, alert.userId);
  if (!user) return false;
  // Never later than the real clock, so a listing posted after this run is new to the next one.
  const checkedUntil = new Date(Math.min(now.getTime(), Date.now()));
  const found = (await search(alert.query)).filter((job) => {
    const posted = Date.parse(job.createdAt);
    return (
      job.isAcceptingApplications &&
      posted > alert.checkedUntil.getTime() &&
      posted <= now.getTime()
    );
  });
  const delivered = await repo.findDeliveredJobIds(
    db,
    alert.id,
    found.map((job) => job._id),
  );
  const fresh = found.filter((job) => !delivered.has(job._id));
  return withTransaction(db, async (tx) => {
    const preferences = await ensurePreferences(tx, user._id);
    if (fresh.length === 0 || !preferences.jobAlertEmails) {
      await repo.recordDeliveries(tx, alert.id, [], checkedUntil, false);
      return false;
    }
    const shown = fresh.slice(0, PER_EMAIL);
    const links = unsubscribeLinks(alert.unsubscribeToken, 'alert');
    const language = await languageOf(tx, user._id);
    const t = mailWords[language];
    const about = { count: fresh.length, label: jobAlertName(alert.query, { language, t }) };
    await enqueueMail(tx, {
      to: user.email,
      userId: user._id,
      kind: 'job_alert',
      subject: t('mail.alert.subject', about),
      unsubscribe: links.oneClick,
      ...composeEmail({
        language,
        greeting: t('mail.greeting', { name: user.profile.displayName }),
        paragraphs: [t('mail.alert.intro', about)],
        items: shown.map((job) => ({
          title: t('mail.alert.listing', { jobTitle: job.title, companyName: job.company.name }),
          detail: [
            job.cities.length > 0
              ? job.cities.map((city) => cityName(t, city)).join(', ')
              : t('mail.alert.remote'),
            payOf(job, language),
          ]
            .filter(Boolean)
            .join(' · '),
          url: siteUrl(`/jobs/${job.slug}`),
        })),
        action: {
          label: t('mail.alert.action'),
          url: siteUrl(jobAlertSearchPath(alert.query)),
        },
        after: [
          t('mail.alert.howOften', {
            frequency: alert.frequency,
            url: siteUrl('/user/dashboard/job-alerts'),
          }),
        ],
        unsubscribe: { url: links.page, settingsUrl: siteUrl(EMAIL_SETTINGS_PATHS.candidate) },
      }),
    });
    await repo.recordDeliveries(
      tx,
      alert.id,
      fresh.map((job) => job._id),
      checkedUntil,
      true,
    );
    return true;
  });
}
