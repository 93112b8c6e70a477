import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { setSiteOrigin } from './email-layout';
import { createMailSender, type MailSender } from './mail-sender';
import { searchDeps, searchJobs, type SearchDeps } from '../search/search.service';
import { searchParamsOf } from './job-alerts';
import { runScheduledMail } from './scheduled-mail';

export type MailService = {
  /** Whether email features exist on this server (MAIL_ENABLED). */
  enabled: boolean;
  /** Delivers due outbox mail now (no-op without SMTP_URL); resolves to how many were sent. */
  sendDue(): Promise<number>;
  /** Sends whatever digests and alerts are due at `now`; the timer calls it, and tests. */
  runSchedules(now?: Date): Promise<void>;
};

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    mail: MailService;
  }
}

/**
 * Defines the background sender (every MAIL_POLL_MS, when SMTP_URL is set) and the scheduled
 * mail (every MAIL_SCHEDULE_MS) as jobs of the one runner (decision 031); requests never wait on
 * either.
 */
async function mailPlugin(app: FastifyInstance, { config }: { config: Config }) {
  setSiteOrigin(config.publicUrl);
  const { mail } = config;
  const sender: MailSender | undefined =
    mail.enabled && mail.smtpUrl
      ? createMailSender(app.db, {
          smtpUrl: mail.smtpUrl,
          from: mail.from,
          onError: (err, row) =>
            app.log.warn({ err, mailId: row.id, attempt: row.attempts }, 'mail not sent yet'),
        })
      : undefined;

  // Alerts match listings as /jobs does, through the same in-memory search, but exactly: /jobs
  // may show remote listings when the city has none, an alert emails only what it asked for.
  // It is set up on first use: the search plugin registers after this one.
  let search: SearchDeps | undefined;
  const alertSearch = async (query: Parameters<typeof searchParamsOf>[0]) => {
    search ??= searchDeps(app.db, app.liveListings);
    return (await searchJobs(search, searchParamsOf(query), { isExact: true })).items;
  };

  let schedules: Promise<void> | undefined;
  const service: MailService = {
    enabled: mail.enabled,
    sendDue: async () => (sender ? sender.sendDue() : 0),
    runSchedules: async (now = new Date()) => {
      if (!mail.enabled) return;
      while (schedules) await schedules.catch(() => undefined);
      schedules = runScheduledMail(app.db, now, { search: alertSearch });
      try {
        await schedules;
      } finally {
        schedules = undefined;
      }
    },
  };
  app.decorate('mail', service);

  // Both only read and claim rows, so a run on any instance is as good as on another.
  if (sender) {
    app.backgroundJobs.define({
      name: 'mail-sending',
      description: 'Delivers due outbox mail over SMTP; each message retries on its own backoff',
      scope: 'cluster',
      everyMs: mail.pollMs,
      run: async () => ((await service.sendDue()) > 0 ? undefined : 'idle'),
    });
  }
  if (mail.enabled) {
    app.backgroundJobs.define({
      name: 'mail-schedules',
      description: 'Job alerts, application digests, unanswered summaries, unread-message mail',
      scope: 'cluster',
      everyMs: mail.scheduleMs,
      run: () => service.runSchedules(),
    });
  }
  app.addHook('onClose', async () => {
    await schedules?.catch(() => undefined);
    sender?.close();
  });
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['database', 'background-jobs'] });
