import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to PGlite in the repository data folder on port 3000 with demo data', () => {
    const config = loadConfig({});
    const repositoryData = new URL('../../../data', import.meta.url).pathname;
    expect(config).toMatchObject({ port: 3000, loadDemoData: true });
    expect(config.database).toEqual({ dataDir: repositoryData });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/app' });
    expect(config.database).toEqual({ url: 'postgres://u@127.0.0.1:5432/app' });
  });

  it('loads no demo data in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', MAIL_ENABLED: 'false' }).loadDemoData).toBe(false);
  });

  it('lists every problem at once', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'nope' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL/);
      expect(problems).toMatch(/REDIS_URL/);
    }
  });

  it('refuses ADMIN_EMAIL without ADMIN_PASSWORD', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.in' })).toThrow(/set together/);
  });

  it('refuses to start in production without SMTP_URL while email features are on', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL is required/);
    const withSmtp = loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://u:p@mail.in:587' });
    expect(withSmtp.mail).toMatchObject({ enabled: true, smtpUrl: 'smtp://u:p@mail.in:587' });
    expect(loadConfig({ NODE_ENV: 'production', MAIL_ENABLED: 'false' }).mail.enabled).toBe(false);
  });

  it('keeps mail in the outbox in development when no SMTP_URL is set', () => {
    expect(loadConfig({}).mail).toMatchObject({ enabled: true, smtpUrl: undefined });
  });
});
