import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { isLoopbackHost } from './lib/loopback';
import { siteOrigin } from './lib/site-address';
import { defaultMaxConnections, openFileLimit } from './lib/open-file-limit';
import { DEFAULT_DATA_DIR, DEFAULT_WEB_DIST_DIR, DEFAULT_WEB_SSR_ENTRY } from './paths';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).optional(),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_REQUESTS: booleanFromEnv.optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  FILES_DIR: z.string().min(1).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('ap-south-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  WEB_DIST_DIR: z.string().min(1).default(DEFAULT_WEB_DIST_DIR),
  WEB_SSR_ENTRY: z.string().min(1).default(DEFAULT_WEB_SSR_ENTRY),
  TRUST_PROXY: booleanFromEnv.default(false),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  DEMO_DATA: booleanFromEnv.optional(),
  URL_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEARCH_REFRESH_MS: z.coerce.number().int().min(0).max(600_000).default(1_000),
  SEARCH_SNAPSHOT_MS: z.coerce.number().int().min(0).max(86_400_000).optional(),
  HEAP_GROWTH_PERCENT: z.coerce.number().int().min(0).max(1_000).default(10),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  POSTINGS_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  ANSWER_SWEEP_MS: z.coerce.number().int().min(0).max(86_400_000).optional(),
  STIPEND_CHECK_MS: z.coerce.number().int().min(0).max(86_400_000).optional(),
  TRACK_RECORDS_MS: z.coerce.number().int().min(0).max(86_400_000).optional(),
  TEST_CLOCK: booleanFromEnv.default(false),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Shuruaat <no-reply@shuruaat.in>'),
  MAIL_ENABLED: booleanFromEnv.default(true),
  MAIL_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
  MAIL_SCHEDULE_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),
  EXPORT_POLL_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER_URL: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
});

export type RateLimitRule = { max: number; windowMs: number };

/** An S3-compatible bucket (AWS S3, MinIO, Ceph…); credentials default to the SDK's chain. */
export type S3Settings = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  /** Where to listen; outside production only this machine (127.0.0.1) unless HOST says otherwise. */
  host: string;
  port: number;
  /** Open connections held at most; more are closed at once, so they cannot use up descriptors. */
  maxConnections: number;
  /** How long an idle keep-alive connection stays open (behind a balancer: above its idle timeout). */
  keepAliveTimeoutMs: number;
  logLevel: string;
  /** A log line for each request and its answer: on in production, off in development. */
  logRequests: boolean;
  /** `startFrom`: a PGlite data-directory dump to begin from (tests start from a migrated one). */
  database: { url: string } | { dataDir: string; startFrom?: Blob };
  redisUrl: string | undefined;
  /** The Redis pub/sub channel live messages fan out on (tests use one of their own). */
  liveChannel: string;
  /** Local file storage (logos, resumes, attachments, exports): the default, for one instance. */
  filesDir: string;
  /** An S3-compatible bucket that replaces `filesDir`, so several instances share files. */
  s3: S3Settings | undefined;
  /** The site's public origin, for canonical links, sitemaps and structured data. */
  publicUrl: string;
  webDistDir: string;
  /** The web app's server build; without it pages are sent as the app shell, rendered in the browser. */
  webSsrEntry: string;
  trustProxy: boolean;
  /** Sign-in with Google (OpenID Connect); undefined when not configured, and the button hides. */
  google: { clientId: string; clientSecret: string; issuerUrl: string } | undefined;
  initialAdmin: { email: string; password: string } | undefined;
  loadDemoData: boolean;
  /**
   * The README's demo passwords are for a server only this machine can reach. In production, or
   * listening beyond loopback, demo accounts get random passwords, printed once when made.
   */
  demoPasswords: 'published' | 'random';
  /**
   * How far behind other instances' writes this instance's search index may be. Writes through
   * this instance are searchable at once; 0 reads the changes before every search (tests).
   */
  searchRefreshMs: number;
  /**
   * How often one instance saves the search index through the file storage, so instances start
   * from it (decision 039); 0: no snapshots, every start builds from the database (tests).
   */
  searchSnapshotMs: number;
  /** Above this event-loop delay new requests get 503 and Retry-After (0: never). */
  maxEventLoopDelayMs: number;
  /** How far the heap may grow past what the last full collection kept, in percent; 0: V8's own. */
  heapGrowthPercent: number;
  /** How often this instance runs the answer sweep (reminders, 30-day answers); 0: never. */
  answerSweepMs: number;
  /** How often ended internships are looked for, to ask "Were you paid as listed?"; 0: only when asked. */
  stipendCheckMs: number;
  /** How often every company's track-record figures are recomputed; 0: only when asked. */
  trackRecordsMs: number;
  /**
   * A control that moves the server's clock forward, for end-to-end tests of the 30-day answer.
   * Only ever true with NODE_ENV=test and TEST_CLOCK=1; any other environment refuses the flag.
   */
  testClock: boolean;
  /**
   * Signs resume links. Instances behind one load balancer must share it; without one each
   * process picks its own at start, so its links (ten minutes long) die with it.
   */
  urlSigningSecret: string;
  /** How often each instance looks for data exports to build; 0 never (tests build on demand). */
  exportPollMs: number;
  mail: {
    /**
     * Off: no email feature exists (no verification, no reset, no alerts), for benchmarks and
     * private installs. On without an SMTP URL (development only), mail waits in the outbox and
     * shows at the development mailbox.
     */
    enabled: boolean;
    smtpUrl: string | undefined;
    from: string;
    /** How often the sender looks for due mail. */
    pollMs: number;
    /** How often digests and alerts are checked for being due (0: only when asked, in tests). */
    scheduleMs: number;
  };
  rateLimits: {
    loginPerIp: RateLimitRule;
    /** Wrong passwords for one account from one address, or from one device it knows. */
    loginPerAccount: RateLimitRule;
    /** Wrong passwords for one account from all addresses without a known device, together. */
    loginPerAccountUnknownClients: RateLimitRule;
    registerPerIp: RateLimitRule;
    /** The public site's forms (contact, enquiries): a bot's flood, not a person's typing. */
    submissionsPerIp: RateLimitRule;
    /** Listings one employer account posts: a campus drive, not a flood of copies. */
    postingsPerAccount: RateLimitRule;
  };
};

const MINUTE = 60_000;

// Per-address limits stay generous because a whole college lab can share one NAT address;
// the per-account limits are what stop password guessing. A guesser locks out only their own
// addresses (10 each), or with many addresses every unknown client (50 together), never a device
// the owner has signed in from (decision 028).
export const DEFAULT_RATE_LIMITS: Config['rateLimits'] = {
  loginPerIp: { max: 100, windowMs: 15 * MINUTE },
  loginPerAccount: { max: 10, windowMs: 15 * MINUTE },
  loginPerAccountUnknownClients: { max: 50, windowMs: 15 * MINUTE },
  registerPerIp: { max: 30, windowMs: 60 * MINUTE },
  submissionsPerIp: { max: 20, windowMs: 60 * MINUTE },
  postingsPerAccount: { max: 60, windowMs: 60 * MINUTE },
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment once, listing every problem, so a bad deploy fails at start-up. */
/**
 * Without PUBLIC_URL, a development server names itself by the address it listens on, the one
 * its start-up banner prints: emailed and signed links then open on the same host name as the
 * site, whose session cookie belongs to that name (localhost and 127.0.0.1 are two sites to a
 * browser). On every interface, that is this machine's network address, which a phone can open.
 * Elsewhere PUBLIC_URL is expected; tests name localhost.
 */
const defaultPublicUrl = (env: Config['env'], host: string, port: number) =>
  env === 'development' ? siteOrigin(host, port) : `http://localhost:${port}`;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  // A container must listen on every interface to be reached at all; a developer's machine
  // should not offer the demo accounts and the development mailbox to the whole network.
  const host = e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
  if (e.TEST_CLOCK && e.NODE_ENV !== 'test') {
    throw new ConfigError(['TEST_CLOCK may only be set with NODE_ENV=test']);
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError(['ADMIN_EMAIL and ADMIN_PASSWORD must be set together']);
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(['GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together']);
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together']);
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    throw new ConfigError(['S3_BUCKET is required when S3_ENDPOINT or S3 keys are set']);
  }
  if (isProduction && !e.GOOGLE_ISSUER_URL.startsWith('https://')) {
    throw new ConfigError(['GOOGLE_ISSUER_URL must use https in production']);
  }
  if (isProduction && e.MAIL_ENABLED && !e.SMTP_URL) {
    throw new ConfigError([
      'SMTP_URL is required in production: password reset, email verification and alerts send email (set MAIL_ENABLED=false to run without any email feature)',
    ]);
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    host,
    port: e.PORT,
    maxConnections: e.MAX_CONNECTIONS ?? defaultMaxConnections(openFileLimit()),
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS ?? isProduction,
    database: e.DATABASE_URL ? { url: e.DATABASE_URL } : { dataDir: e.DATA_DIR },
    redisUrl: e.REDIS_URL,
    liveChannel: 'shuruaat-live',
    filesDir: e.FILES_DIR ?? join(e.DATA_DIR, 'files'),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          // Self-hosted stores (MinIO, Ceph, s3rver) address buckets by path, not by host name.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    publicUrl: (e.PUBLIC_URL ?? defaultPublicUrl(e.NODE_ENV, host, e.PORT)).replace(/\/+$/, ''),
    webDistDir: e.WEB_DIST_DIR,
    webSsrEntry: e.WEB_SSR_ENTRY,
    trustProxy: e.TRUST_PROXY,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuerUrl: e.GOOGLE_ISSUER_URL,
          }
        : undefined,
    initialAdmin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    loadDemoData: e.DEMO_DATA ?? !isProduction,
    demoPasswords: !isProduction && isLoopbackHost(host) ? 'published' : 'random',
    searchRefreshMs: e.SEARCH_REFRESH_MS,
    searchSnapshotMs: e.SEARCH_SNAPSHOT_MS ?? (e.NODE_ENV === 'test' ? 0 : 10 * 60_000),
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    heapGrowthPercent: e.HEAP_GROWTH_PERCENT,
    // Tests sweep when they choose to, with the clock where they put it.
    answerSweepMs: e.ANSWER_SWEEP_MS ?? (e.NODE_ENV === 'test' ? 0 : 10 * 60_000),
    stipendCheckMs: e.STIPEND_CHECK_MS ?? (e.NODE_ENV === 'test' ? 0 : 60 * 60_000),
    trackRecordsMs: e.TRACK_RECORDS_MS ?? (e.NODE_ENV === 'test' ? 0 : 10 * 60_000),
    testClock: e.TEST_CLOCK && e.NODE_ENV === 'test',
    urlSigningSecret: e.URL_SIGNING_SECRET ?? randomBytes(32).toString('hex'),
    exportPollMs: e.EXPORT_POLL_MS ?? (e.NODE_ENV === 'test' ? 0 : 5_000),
    mail: {
      enabled: e.MAIL_ENABLED,
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      pollMs: e.MAIL_POLL_MS,
      scheduleMs: e.MAIL_SCHEDULE_MS,
    },
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      registerPerIp: { max: e.REGISTER_LIMIT_PER_HOUR, windowMs: 60 * MINUTE },
      postingsPerAccount: { max: e.POSTINGS_LIMIT_PER_HOUR, windowMs: 60 * MINUTE },
    },
  };
}
