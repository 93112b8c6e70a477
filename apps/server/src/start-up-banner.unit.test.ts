import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { mailDestination, startUpBanner, type StartUp } from './start-up-banner';

const LOGINS = 'Demo logins:\n  candidate student@demo.shuruaat.in     student-demo-123';

const development: StartUp = {
  host: '127.0.0.1',
  isProduction: false,
  logRequests: false,
  origin: 'http://127.0.0.1:3000',
  engine: 'pglite',
  demoLogins: LOGINS,
  mail: 'mailbox',
};

describe('the start-up banner', () => {
  it('says in a few lines where the site is, the demo logins and where confirmation mail goes', () => {
    const banner = startUpBanner(development);
    expect(banner).toContain('Shuruaat is running on http://127.0.0.1:3000 (pglite)');
    expect(banner).toContain(LOGINS);
    expect(banner).toContain('mail is at http://127.0.0.1:3000/dev/mailbox');
    expect(banner).toContain('LOG_REQUESTS=true');
    expect(banner.split('\n').length).toBeLessThanOrEqual(10);
  });

  it('says a development server is for this machine only, and how to open it to the network', () => {
    const banner = startUpBanner(development);
    expect(banner).toContain('for this machine only');
    expect(banner).toContain('HOST=0.0.0.0');
  });

  it('says when other machines can reach a development server, and that its mailbox is closed', () => {
    const banner = startUpBanner({
      ...development,
      host: '0.0.0.0',
      origin: 'http://192.168.1.20:3000',
      mail: 'outbox',
    });
    expect(banner).toContain('reachable from your network');
    expect(banner).toContain('opens only on 127.0.0.1');
    expect(banner).toContain('random passwords');
  });

  it('says only where a production server listens', () => {
    const banner = startUpBanner({
      ...development,
      host: '0.0.0.0',
      isProduction: true,
      logRequests: true,
      origin: 'http://10.0.0.5:8080',
      engine: 'postgres',
      demoLogins: undefined,
      mail: 'smtp',
    });
    expect(banner).toBe(
      'Shuruaat is running on http://10.0.0.5:8080 (postgres), listening on 0.0.0.0.',
    );
  });

  it('names the mailbox only on a development server on loopback without SMTP', () => {
    expect(mailDestination(loadConfig({}))).toBe('mailbox');
    expect(mailDestination(loadConfig({ HOST: '0.0.0.0' }))).toBe('outbox');
    expect(mailDestination(loadConfig({ SMTP_URL: 'smtp://mail.test:587' }))).toBe('smtp');
    expect(mailDestination(loadConfig({ MAIL_ENABLED: 'false' }))).toBe('off');
  });
});
