import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import { parseCents } from "../shared/money";

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

/** Like `bool`, but true when unset or empty. */
const boolDefaultTrue = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value !== "false" && value !== "0");

/**
 * DUAL_APPROVAL_ABOVE: dollars (at most 2 decimals, not negative) as cents; unset, empty or "off":
 * undefined (every decision needs one admin).
 */
const dollarsOrOff = z
  .string()
  .optional()
  .transform((value, context) => {
    const text = value?.trim() ?? "";
    if (text === "" || text.toLowerCase() === "off") return undefined;
    const amount = parseCents(text);
    if (amount === null || amount < 0n) {
      context.addIssue({
        code: "custom",
        message: 'expected dollars such as "10000" or "2500.50", or "off"',
      });
      return z.NEVER;
    }
    return amount as bigint;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("127.0.0.1"),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Swift Trade Exchange <no-reply@localhost>"),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  AUTO_ACTIVATE: bool,
  WITHDRAWAL_FEE_PERCENT: z.coerce.number().min(0).max(100).default(10),
  REFERRAL_BONUS: z.coerce.number().min(0).default(100),
  DUAL_APPROVAL_ABOVE: dollarsOrOff,
  SESSION_SECRET: z.string().min(32).optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: bool,
  SUPPORT_EMAIL: z.string().trim().min(3).default("support@localhost"),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  MARKET_FEED_URL: z.string().default("https://api.binance.com"),
  MARKET_FEED_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(1500),
  MARKET_STALE_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  MARKET_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  MARKET_PRICE_BAND_PERCENT: z.coerce.number().gt(0).max(1000).default(20),
  MAIL_POLL_MS: z.coerce.number().int().min(0).default(2000),
  /** Issue 13: the smallest amount a copy starts with, dollars. */
  COPY_MIN_AMOUNT: z.coerce.number().int().min(1).default(200),
  /** Issue 13: live copies need a passed appropriateness questionnaire (an operator may turn it off). */
  APPROPRIATENESS_REQUIRED: boolDefaultTrue,
  /** How often the mirroring queue is polled, ms (0: never, tests drive it). */
  /** Issue 32: money routes need identity verification levels (false: everyone counts as level 2, for a demo). */
  KYC_REQUIRED: boolDefaultTrue,
  /** Issue 32: lifetime deposits allowed at level 1, dollars. */
  KYC_LEVEL1_DEPOSIT_LIMIT: z.coerce.number().int().min(0).default(2000),
  MIRROR_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(200),
  MIRROR_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  DB_POOL_MAX: z.coerce.number().int().min(2).max(500).default(8),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export interface Config {
  port: number;
  host: string;
  appUrl: string;
  /** Origins allowed to send state-changing requests: APP_URL, plus 127.0.0.1 when it is the localhost default. */
  trustedOrigins: string[];
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite in dataDir is used. */
  databaseUrl: string | undefined;
  /**
   * PostgreSQL connections per instance (the LISTEN connection not counted). Small on purpose: more
   * backends than a few per core only queue inside PostgreSQL (lock manager, CPU) instead of in
   * the pool, which made search tails 70 ms instead of 45 on 2 cores.
   */
  dbPoolMax: number;
  /** PGlite in memory instead of dataDir (tests only). */
  inMemoryDatabase: boolean;
  /**
   * Tests only: a PGlite data directory dump (`dumpDataDir`) the in-memory database starts from.
   * Made once per test run, already migrated: it saves each test app PGlite's initdb (~2 s).
   */
  inMemoryTemplate?: string | undefined;
  /**
   * Tests only: how passwords are hashed and checked, instead of better-auth's scrypt (N=16384,
   * ~95 ms of CPU a hash). Test apps use a cheaper scrypt (test/test-password-hash.ts): their
   * sign-ups and sign-ins were about half of a test run's CPU.
   */
  passwordHash?: PasswordHash | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  autoActivate: boolean;
  withdrawalFeePercent: number;
  referralBonus: number;
  /**
   * Four-eyes threshold in cents: a withdrawal or adjustment above it needs the approval of two
   * different admins (see transactions/approve-transaction.ts). Undefined: off.
   */
  dualApprovalAbove: bigint | undefined;
  sessionSecret: string;
  /** Sign-in and sign-up attempts allowed per IP per minute. */
  authRateLimit: number;
  trustProxy: boolean;
  logLevel: string;
  /** How often the outbox is checked for emails to send; 0 turns the worker off (tests drive it). */
  mailPollMs: number;
  /** Where contact-form messages are emailed. */
  supportEmail: string;
  /** Contact-form messages allowed per IP per 15 minutes. */
  contactRateLimit: number;
  /** Base URL of the public exchange feed (Binance REST API shape); undefined: offline simulation only. */
  marketFeedUrl: string | undefined;
  marketFeedTimeoutMs: number;
  /** A quote read longer ago than this is stale (MARKET_STALE_MS, default 10 s): never traded on live. */
  marketStaleMs: number;
  /** A quote further than this from the last good one (within a minute) waits for the next poll to confirm it (default 20). */
  marketPriceBandPercent: number;
  /** How often the price loop polls the feed (MARKET_POLL_MS, default 1 s); 0: no loop. */
  marketPollMs: number;
  /** The smallest amount a copy starts with, cents (COPY_MIN_AMOUNT dollars, default 200). */
  copyMinAmount: bigint;
  /** Live copies need a passed appropriateness questionnaire (APPROPRIATENESS_REQUIRED, default true). */
  appropriatenessRequired: boolean;
  /** How often the mirroring queue is polled (MIRROR_POLL_MS, default 200 ms); 0: no loop. */
  mirrorPollMs: number;
  /**
   * Passes of the mirroring worker each instance runs at once (MIRROR_WORKERS, default 2: one per
   * core of the machine it was measured on). A trader's fill into many copies is applied in batches;
   * one pass applies them one after another, so one pass leaves a core idle while its batch waits
   * on PostgreSQL (decision 0031).
   */
  mirrorWorkers: number;
  /** Money routes need identity verification levels (KYC_REQUIRED, default true; false: everyone is level 2). */
  kycRequired: boolean;
  /** Lifetime deposits allowed at verification level 1, cents (KYC_LEVEL1_DEPOSIT_LIMIT dollars, default 2000). */
  kycLevel1DepositLimit: bigint;
  /** Directory of the built web app; served when it exists. */
  webDir: string;
}

/** better-auth's `emailAndPassword.password` option. */
export interface PasswordHash {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const trustedOrigins = e.APP_URL ? [appUrl] : [appUrl, `http://127.0.0.1:${e.PORT}`];
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl,
    trustedOrigins,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    dbPoolMax: e.DB_POOL_MAX,
    inMemoryDatabase: false,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    autoActivate: e.AUTO_ACTIVATE,
    withdrawalFeePercent: e.WITHDRAWAL_FEE_PERCENT,
    referralBonus: e.REFERRAL_BONUS,
    dualApprovalAbove: e.DUAL_APPROVAL_ABOVE,
    sessionSecret: e.SESSION_SECRET ?? loadOrCreateSecret(dataDir),
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    mailPollMs: e.MAIL_POLL_MS,
    supportEmail: e.SUPPORT_EMAIL,
    contactRateLimit: e.CONTACT_RATE_LIMIT,
    marketFeedUrl: ["", "off", "none"].includes(e.MARKET_FEED_URL)
      ? undefined
      : e.MARKET_FEED_URL.replace(/\/$/, ""),
    marketFeedTimeoutMs: e.MARKET_FEED_TIMEOUT_MS,
    marketStaleMs: e.MARKET_STALE_MS,
    marketPollMs: e.MARKET_POLL_MS,
    marketPriceBandPercent: e.MARKET_PRICE_BAND_PERCENT,
    copyMinAmount: BigInt(e.COPY_MIN_AMOUNT) * 100n,
    appropriatenessRequired: e.APPROPRIATENESS_REQUIRED,
    mirrorPollMs: e.MIRROR_POLL_MS,
    mirrorWorkers: e.MIRROR_WORKERS,
    kycRequired: e.KYC_REQUIRED,
    kycLevel1DepositLimit: BigInt(e.KYC_LEVEL1_DEPOSIT_LIMIT) * 100n,
    webDir: resolve("dist/web"),
  };
}

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
