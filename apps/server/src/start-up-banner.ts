import type { Config } from './config';
import { isLoopbackHost } from './lib/loopback';

/** Where the site's email goes: an SMTP server, the development mailbox, nowhere readable, or off. */
export type MailDestination = 'smtp' | 'mailbox' | 'outbox' | 'off';

export type StartUp = Pick<Config, 'host' | 'isProduction' | 'logRequests'> & {
  /** The address to open, with the port actually listened on. */
  origin: string;
  engine: string;
  /** The demo accounts' logins, when this start loaded or found them. */
  demoLogins: string | undefined;
  mail: MailDestination;
};

export function mailDestination(config: Config): MailDestination {
  if (!config.mail.enabled) return 'off';
  if (config.mail.smtpUrl) return 'smtp';
  return !config.isProduction && isLoopbackHost(config.host) ? 'mailbox' : 'outbox';
}

const MAIL_LINES: Record<MailDestination, (origin: string) => string | undefined> = {
  smtp: () => undefined,
  off: () => 'Email is off (MAIL_ENABLED=false): new accounts count as confirmed.',
  mailbox: (origin) =>
    `No email leaves this machine: confirmation and password-reset mail is at ${origin}/dev/mailbox`,
  outbox: () =>
    'No email is sent (no SMTP_URL) and the mailbox at /dev/mailbox opens only on 127.0.0.1.',
};

/**
 * What start-up prints once listening, in a few lines: where the site is, the demo logins, where
 * confirmation mail arrives, and who else can reach it.
 */
export function startUpBanner(s: StartUp): string {
  const isLocal = isLoopbackHost(s.host);
  const running = `Shuruaat is running on ${s.origin} (${s.engine})`;
  if (s.isProduction) return `${running}, listening on ${s.host}.`;
  const lines = [
    isLocal
      ? `${running}, for this machine only (HOST=${s.host}).`
      : `${running}, reachable from your network (HOST=${s.host}).`,
    s.demoLogins,
    MAIL_LINES[s.mail](s.origin),
    s.logRequests
      ? undefined
      : 'Request logs are off; LOG_REQUESTS=true prints one line per request.',
    isLocal
      ? 'To try it from a phone on your Wi-Fi, start it with HOST=0.0.0.0 (the development mailbox then turns off, and demo accounts made then get random passwords).'
      : 'Demo accounts made by this start have random passwords (accounts made earlier keep theirs; an empty DATA_DIR starts over).',
  ];
  return lines.filter((line) => line !== undefined).join('\n');
}
