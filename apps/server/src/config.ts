import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export const WEB_BASE_PATH = '/react/sorobanquizui/build';

export interface Config {
  port: number;
  host: string;
  isProduction: boolean;
  /** SQLite file, uploads and the outbox live here unless DATABASE_URL says otherwise. */
  dataDir: string;
  /** Feedback videos (UPLOADS_DIR, default <dataDir>/uploads); refused at start when inside webDistDir. */
  uploadsDir: string;
  databaseUrl: string | undefined;
  /** Where the built web app is; the server answers a clear 503 for pages when it is missing. */
  webDistDir: string;
  /** Absolute origin used in links sent by email. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The mail queue's first retry; each later one waits twice as long, up to an hour. */
  mailRetryMs: number;
  mailMaxAttempts: number;
  /** How often this process queues the weekly summaries that are due (0: never; each is queued once whichever process runs). */
  weeklySummaryMs: number;
  /** Clients that send an older `version` are told to reload (418). */
  minClientVersion: string;
  sessionTtlMs: number;
  passwordResetTtlMs: number;
  bodyLimitBytes: number;
  /**
   * A connection that sends nothing for idleTimeoutMs is dropped (uploadIdleTimeoutMs while a video
   * uploads); a whole request, a 45 MB upload on a slow link included, has requestTimeoutMs; the
   * body of every other call (64 KB at most) must have arrived within bodyTimeoutMs.
   */
  timeouts: { idleTimeoutMs: number; uploadIdleTimeoutMs: number; requestTimeoutMs: number; bodyTimeoutMs: number; keepAliveTimeoutMs: number };
  /** How many attempts each kind of throttled call allows per window (see services/attempts.ts). */
  attemptLimits: {
    windowMs: number;
    signInPerAccount: number;
    signInPerAddress: number;
    /** Past signInPerAddress each attempt from that address waits this long before it is checked. */
    signInSlowdownMs: number;
    signUpPerAddress: number;
    resetRequestPerEmail: number;
    resetRequestPerAddress: number;
    /** Tries of reset links (right or wrong) per address. */
    resetUsePerAddress: number;
  };
  adPaths: { left: string; right: string };
  /**
   * How many proxies stand in front (TRUST_PROXY; 0 = none): the client's address is the entry of
   * X-Forwarded-For the outermost one appended, and what the client wrote before it is ignored.
   */
  trustProxy: number;
  /** The most coins (and top-100 points, which equal them) practice pays one account per UTC day. */
  dailyCoinCap: number;
  /**
   * The key of the market's price noise (MARKET_SECRET, at least 16 characters), so prices cannot be
   * computed from the source code. Unset: one is generated once and kept in the database.
   */
  marketSecret: string | undefined;
  /** Per-account limits that keep one account (or a script with its session) from filling the disk or database. */
  quotas: {
    feedbackVideosPerDay: number;
    feedbackVideoBytesPerAccount: number;
    eventsPerMinute: number;
    quizStartsPerMinute: number;
    /** Uploads are refused while the uploads folder's disk has less free space than this. */
    minFreeDiskBytes: number;
  };
  /** CHECK_ANSWERS=1 (tests and e2e): every answer is parsed with its contract before it is sent. */
  checkAnswers: boolean;
  /**
   * TEST_CLOCK_HEADER=1 (e2e only, refused with NODE_ENV=production): a call's "now" is moved by the
   * milliseconds of its `x-test-clock-offset-ms` header, so one browser can live "tomorrow".
   */
  testClockHeader: boolean;
}

const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got '${value}'`);
  return parsed;
};

function testClockHeader(env: NodeJS.ProcessEnv): boolean {
  if (env.TEST_CLOCK_HEADER !== '1') return false;
  if (env.NODE_ENV === 'production') throw new Error('TEST_CLOCK_HEADER moves the clock for tests; it cannot be set with NODE_ENV=production');
  return true;
}

const secret = (value: string | undefined, name: string): string | undefined => {
  if (value === undefined || value === '') return undefined;
  if (value.length < 16) throw new Error(`${name} must have at least 16 characters (a random string, e.g. openssl rand -hex 32)`);
  return value;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 8080, 'PORT');
  const dataDir = resolve(env.DATA_DIR ?? resolve(repoRoot, 'data'));
  const minute = 60_000;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    isProduction: env.NODE_ENV === 'production',
    dataDir,
    uploadsDir: resolve(env.UPLOADS_DIR ?? resolve(dataDir, 'uploads')),
    databaseUrl: env.DATABASE_URL || undefined,
    webDistDir: resolve(env.WEB_DIST_DIR ?? resolve(repoRoot, 'apps/web/dist')),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Soroban Quiz <no-reply@sorobanquiz.local>',
    mailRetryMs: int(env.MAIL_RETRY_MS, 30_000, 'MAIL_RETRY_MS'),
    // 30 s doubling ten times: the last try is about eight hours after the first.
    mailMaxAttempts: 10,
    weeklySummaryMs: int(env.WEEKLY_SUMMARY_INTERVAL_MS, 3_600_000, 'WEEKLY_SUMMARY_INTERVAL_MS'),
    minClientVersion: env.MIN_CLIENT_VERSION ?? '5.7.0',
    sessionTtlMs: int(env.SESSION_TTL_DAYS, 30, 'SESSION_TTL_DAYS') * 24 * 60 * minute,
    passwordResetTtlMs: 60 * minute,
    bodyLimitBytes: 64 * 1024,
    timeouts: {
      idleTimeoutMs: int(env.IDLE_TIMEOUT_MS, 15_000, 'IDLE_TIMEOUT_MS'),
      // A phone on a weak signal may pause for a while between bursts.
      uploadIdleTimeoutMs: int(env.UPLOAD_IDLE_TIMEOUT_MS, 60_000, 'UPLOAD_IDLE_TIMEOUT_MS'),
      // 45 MB at 400 kbit/s takes 15 minutes.
      requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 15 * minute, 'REQUEST_TIMEOUT_MS'),
      // A JSON body is a few hundred bytes, 64 KB at most: 20 s is room for 64 KB at 32 kbit/s.
      bodyTimeoutMs: int(env.BODY_TIMEOUT_MS, 20_000, 'BODY_TIMEOUT_MS'),
      keepAliveTimeoutMs: 10_000,
    },
    attemptLimits: {
      windowMs: 15 * minute,
      signInPerAccount: int(env.SIGNIN_LIMIT_PER_ACCOUNT, 5, 'SIGNIN_LIMIT_PER_ACCOUNT'),
      signInPerAddress: int(env.SIGNIN_LIMIT_PER_ADDRESS, 30, 'SIGNIN_LIMIT_PER_ADDRESS'),
      signInSlowdownMs: int(env.SIGNIN_SLOWDOWN_MS, 2000, 'SIGNIN_SLOWDOWN_MS'),
      // A class signing up together shares one school address: room for a few classes at once.
      signUpPerAddress: int(env.SIGNUP_LIMIT_PER_ADDRESS, 100, 'SIGNUP_LIMIT_PER_ADDRESS'),
      // Each request mails the account: a few per window are plenty and stop flooding an inbox.
      resetRequestPerEmail: int(env.RESET_LIMIT_PER_EMAIL, 3, 'RESET_LIMIT_PER_EMAIL'),
      resetRequestPerAddress: int(env.RESET_LIMIT_PER_ADDRESS, 30, 'RESET_LIMIT_PER_ADDRESS'),
      resetUsePerAddress: int(env.RESET_USE_LIMIT_PER_ADDRESS, 30, 'RESET_USE_LIMIT_PER_ADDRESS'),
    },
    adPaths: { left: `${WEB_BASE_PATH}/ads/left-margin-ad.svg`, right: `${WEB_BASE_PATH}/ads/right-margin-ad.svg` },
    trustProxy: int(env.TRUST_PROXY, 0, 'TRUST_PROXY'),
    checkAnswers: env.CHECK_ANSWERS === '1',
    testClockHeader: testClockHeader(env),
    // About two hours of hard practice: room for any learner's day, a ceiling for a script's.
    dailyCoinCap: int(env.DAILY_COIN_CAP, 3000, 'DAILY_COIN_CAP'),
    marketSecret: secret(env.MARKET_SECRET, 'MARKET_SECRET'),
    quotas: {
      // A learner records a few videos for a teacher in a day; 20 of 45 MB is a gigabyte.
      feedbackVideosPerDay: int(env.FEEDBACK_VIDEOS_PER_DAY, 20, 'FEEDBACK_VIDEOS_PER_DAY'),
      feedbackVideoBytesPerAccount: int(env.FEEDBACK_VIDEO_BYTES_PER_ACCOUNT, 2_000_000_000, 'FEEDBACK_VIDEO_BYTES_PER_ACCOUNT'),
      // The app logs a handful of events per screen; a person tapping fast stays far below.
      eventsPerMinute: int(env.EVENTS_PER_MINUTE, 120, 'EVENTS_PER_MINUTE'),
      // The shortest quiz takes some seconds to answer: 30 starts a minute is no learner's pace.
      quizStartsPerMinute: int(env.QUIZ_STARTS_PER_MINUTE, 30, 'QUIZ_STARTS_PER_MINUTE'),
      minFreeDiskBytes: int(env.UPLOAD_MIN_FREE_BYTES, 1_000_000_000, 'UPLOAD_MIN_FREE_BYTES'),
    },
  };
}
