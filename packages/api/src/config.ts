import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * The one place that reads `process.env`. Parsed once at start; a bad value stops the start
 * with a sentence naming the variable (README "Configuration").
 */
const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .default('file:./data/app.db')
      .refine(
        (url) => url === ':memory:' || url.startsWith('file:') || /^postgres(ql)?:\/\//.test(url),
        'must be file:PATH, :memory: or postgres://…',
      ),
    DATA_DIR: z.string().min(1).default('./data'),
    BACKUP_DIR: z.string().min(1).default('./backups'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must be redis://… or rediss://…')
      .optional(),
    RATE_LIMIT_PREFIX: z
      .string()
      .regex(/^[\w.-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores')
      .optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 bytes').optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().default('Tasbir <no-reply@tasbir.local>'),
    PUBLIC_URL: z.url().optional(),
    DEMO_DATA: flag.optional(),
    ENABLE_TEST_ROUTES: flag.default(false),
    TRUST_PROXY: z
      .string()
      .optional()
      .refine(
        (value) => parseTrustProxy(value) !== undefined,
        'must be 0, a number of proxies (1 = one proxy), or a comma-separated list of proxy addresses, CIDR ranges or loopback/linklocal/uniquelocal',
      ),
    LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    PAYMENTS_SANDBOX: flag.optional(),
    ESEWA_PRODUCT_CODE: z
      .string()
      .regex(/^[\w-]{1,64}$/, 'must be the merchant code eSewa gave you')
      .optional(),
    ESEWA_SECRET_KEY: z.string().min(8, 'must be the secret key eSewa gave you').optional(),
    ESEWA_BASE_URL: z.url().optional(),
    ESEWA_STATUS_BASE_URL: z.url().optional(),
    KHALTI_SECRET_KEY: z.string().min(8, 'must be the live or test secret key from Khalti').optional(),
    KHALTI_BASE_URL: z.url().optional(),
    PAYMENT_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    PAYMENT_CHECK_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    PAYMENT_PROVIDER_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(10),
    BOOKING_CLOCK_EVERY_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET, {
    message: 'is required when NODE_ENV=production',
    path: ['JWT_SECRET'],
  })
  .refine((env) => !env.ADMIN_EMAIL === !env.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => !env.ESEWA_PRODUCT_CODE === !env.ESEWA_SECRET_KEY, {
    message: 'ESEWA_PRODUCT_CODE and ESEWA_SECRET_KEY go together',
    path: ['ESEWA_SECRET_KEY'],
  });

export type PaymentsConfig = {
  /** Serve the sandbox of both providers under /sandbox. */
  sandbox: boolean;
  /** eSewa's merchant and hosts, the sandbox, or not offered. */
  esewa: { productCode: string; secretKey: string; formUrl: string; statusUrl: string } | 'sandbox' | undefined;
  khalti: { secretKey: string; baseUrl: string } | 'sandbox' | undefined;
  /** How often the reconciler looks for payments to ask about again. */
  checkEveryMs: number;
  /** How long a payment is left to its payer before the reconciler asks (eSewa: five minutes without an answer). */
  checkAfterMs: number;
  /** How long a provider has to answer before the payment is left as it was, to be asked again. */
  timeoutMs: number;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  /** Where `npm run backup` writes its dated folders and the file store they share (README "Backups"). */
  backupDir: string;
  /** Where servers sharing one PostgreSQL database count rate limits instead (README "Several servers"). */
  redisUrl: string | undefined;
  /** What every rate-limit key in Redis starts with, so deployments sharing one Redis count apart. */
  rateLimitPrefix: string;
  /** Unset outside production: a secret is then generated once into `dataDir`. */
  jwtSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where links in mail point. */
  publicUrl: string;
  /** Whether PUBLIC_URL was given; when not, link previews in development take the site's address from each request. */
  publicUrlSet: boolean;
  demoData: boolean;
  enableTestRoutes: boolean;
  /**
   * Fastify `trustProxy`: false, how many proxies stand in front (the client is the address just
   * before the last that many hops of X-Forwarded-For), or the proxies' addresses and CIDR ranges
   * (the client is the last address not among them). Never `true`, which takes the forgeable first address.
   */
  trustProxy: false | number | string[];
  logLevel: string;
  payments: PaymentsConfig;
  /** How often the booking clock expires unpaid advances and sends the day's reminders (every server runs it). */
  bookings: { clockEveryMs: number };
  /** How long public lists may be reused until the next write; 0 turns the caches off. */
  listCacheMs: number;
};

/** Undefined for a value that is none of: off, a number of proxies, a list of addresses or CIDR ranges. */
function parseTrustProxy(value: string | undefined): false | number | string[] | undefined {
  if (!value || value === '0' || value === 'false') return false;
  // `true` once meant "trust every hop"; it now means one proxy, as `1` does.
  if (value === 'true') return 1;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  return addresses.length > 0 && addresses.every(isAddressOrRange) ? addresses : undefined;
}

/** proxy-addr's names for the loopback, link-local and private ranges, as in `TRUST_PROXY=loopback`. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** The database's name: PostgreSQL's database, or the SQLite file's base name (`file:./data/app.db` → `app`). */
function databaseNameOf(databaseUrl: string): string {
  const path = /^postgres(ql)?:/.test(databaseUrl)
    ? new URL(databaseUrl).pathname
    : databaseUrl.replace(/^file:/, '').replace(/\?.*$/, '');
  return (
    path
      .split('/')
      .pop()
      ?.replace(/\.[^.]*$/, '') || 'tasbir'
  );
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    backupDir: e.BACKUP_DIR,
    redisUrl: e.REDIS_URL,
    rateLimitPrefix: e.RATE_LIMIT_PREFIX ?? databaseNameOf(e.DATABASE_URL),
    jwtSecret: e.JWT_SECRET,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    // Off by default in production: demo accounts hold credits, and a fresh site must start empty.
    demoData: e.DEMO_DATA ?? e.NODE_ENV !== 'production',
    enableTestRoutes: e.ENABLE_TEST_ROUTES,
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
    logLevel: e.LOG_LEVEL,
    listCacheMs: e.LIST_CACHE_MS,
    payments: paymentsConfig(e),
    bookings: { clockEveryMs: e.BOOKING_CLOCK_EVERY_MS },
  };
}

/**
 * Which payment providers this server takes, and where they are (README "Payments"): a provider
 * with its own keys talks to its servers (production, or its test servers by base URL); one without
 * uses the in-process sandbox, which is on outside production and there only with PAYMENTS_SANDBOX=1.
 */
function paymentsConfig(e: z.output<typeof envSchema>): PaymentsConfig {
  const sandbox = e.PAYMENTS_SANDBOX ?? e.NODE_ENV !== 'production';
  const esewaBase = (e.ESEWA_BASE_URL ?? 'https://epay.esewa.com.np').replace(/\/$/, '');
  const esewaStatusBase = (e.ESEWA_STATUS_BASE_URL ?? esewaBase).replace(/\/$/, '');
  const esewa: PaymentsConfig['esewa'] =
    e.ESEWA_PRODUCT_CODE && e.ESEWA_SECRET_KEY
      ? {
          productCode: e.ESEWA_PRODUCT_CODE,
          secretKey: e.ESEWA_SECRET_KEY,
          formUrl: `${esewaBase}/api/epay/main/v2/form`,
          statusUrl: `${esewaStatusBase}/api/epay/transaction/status/`,
        }
      : sandbox
        ? 'sandbox'
        : undefined;
  const khalti: PaymentsConfig['khalti'] = e.KHALTI_SECRET_KEY
    ? { secretKey: e.KHALTI_SECRET_KEY, baseUrl: e.KHALTI_BASE_URL ?? 'https://khalti.com/api/v2/' }
    : sandbox
      ? 'sandbox'
      : undefined;
  return {
    sandbox,
    esewa,
    khalti,
    checkEveryMs: e.PAYMENT_CHECK_SECONDS * 1000,
    checkAfterMs: e.PAYMENT_CHECK_AFTER_SECONDS * 1000,
    timeoutMs: e.PAYMENT_PROVIDER_TIMEOUT_SECONDS * 1000,
  };
}
