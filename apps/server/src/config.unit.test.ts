import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { defaultMaxConnections } from './lib/open-file-limit';

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

  it('lets the heap grow a fifth past what is live unless told, and refuses a negative margin', () => {
    expect(loadConfig({}).heapGrowthPercent).toBe(10);
    expect(loadConfig({ HEAP_GROWTH_PERCENT: '0' }).heapGrowthPercent).toBe(0);
    expect(() => loadConfig({ HEAP_GROWTH_PERCENT: '-5' })).toThrow(/HEAP_GROWTH_PERCENT/);
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

  it('listens on this machine only, unless HOST says otherwise or in production', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', MAIL_ENABLED: 'false' }).host).toBe('0.0.0.0');
  });

  it('keeps the published demo passwords for a development server only this machine reaches', () => {
    expect(loadConfig({}).demoPasswords).toBe('published');
    expect(loadConfig({ HOST: 'localhost' }).demoPasswords).toBe('published');
    expect(loadConfig({ HOST: '0.0.0.0' }).demoPasswords).toBe('random');
    expect(loadConfig({ HOST: '192.168.1.20' }).demoPasswords).toBe('random');
    const demoSite = { NODE_ENV: 'production', MAIL_ENABLED: 'false', DEMO_DATA: 'true' };
    expect(loadConfig(demoSite)).toMatchObject({ loadDemoData: true, demoPasswords: 'random' });
    expect(loadConfig({ ...demoSite, HOST: '127.0.0.1' }).demoPasswords).toBe('random');
  });

  it('caps connections at half the open-file limit, at most 10,000, unless told', () => {
    expect(defaultMaxConnections(1024)).toBe(512);
    expect(defaultMaxConnections(1_048_576)).toBe(10_000);
    expect(defaultMaxConnections(Number.POSITIVE_INFINITY)).toBe(10_000);
    expect(defaultMaxConnections(undefined)).toBe(512);
    expect(loadConfig({ MAX_CONNECTIONS: '300' }).maxConnections).toBe(300);
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
  });

  it('holds idle keep-alive connections 10 s unless told', () => {
    expect(loadConfig({}).keepAliveTimeoutMs).toBe(10_000);
    expect(loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '65000' }).keepAliveTimeoutMs).toBe(65_000);
  });

  it('keeps files on disk unless S3_BUCKET names a bucket, addressed by path on a custom endpoint', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'shuruaat-files' }).s3).toEqual({
      bucket: 'shuruaat-files',
      region: 'ap-south-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    const minio = loadConfig({
      S3_BUCKET: 'shuruaat-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).s3;
    expect(minio).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
  });

  it('refuses half-set S3 keys, keys without a bucket, and a bucket name S3 would refuse', () => {
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /set together/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'Files_Here' })).toThrow(/S3_BUCKET/);
  });
});
