import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const SmsProviderName = z.enum(['console', 'kavenegar', 'smsir']);

/** Every setting, read from the environment and checked once at boot. README lists them with defaults. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.url().optional().describe('PostgreSQL URL; unset = embedded PGlite in DATA_DIR'),
  DATA_DIR: z.string().default('./data'),
  BASE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/, 'a host name such as sofreh.ir or localhost')
    .default('localhost'),
  DEFAULT_VENDOR: z.string().default('demo'),
  JWT_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  DEMO: booleanString.default(false),
  SMS_PROVIDER: z
    .string()
    .default('console')
    .transform((v) => v.split(',').map((s) => s.trim()))
    .pipe(z.array(SmsProviderName).min(1)),
  KAVENEGAR_API_KEY: z.string().optional(),
  KAVENEGAR_TEMPLATE: z.string().optional(),
  /** verify/lookup template for "your order is ready" (%token order number, %token10 restaurant). */
  KAVENEGAR_READY_TEMPLATE: z.string().trim().min(1).optional(),
  KAVENEGAR_BASE_URL: z.url().optional(),
  SMSIR_API_KEY: z.string().optional(),
  SMSIR_TEMPLATE_ID: z.coerce.number().int().optional(),
  /** Verify template for "your order is ready" with #ORDER# and #VENDOR#. */
  SMSIR_READY_TEMPLATE_ID: z.coerce.number().int().positive().optional(),
  SMSIR_BASE_URL: z.url().optional(),
  OTP_TTL_SECONDS: z.coerce.number().int().min(30).max(600).default(120),
  OTP_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
  OTP_PHONE_HOURLY_LIMIT: z.coerce.number().int().min(1).default(5),
  OTP_IP_HOURLY_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Login-code requests one IP may make per minute on one instance, before the database limits. */
  OTP_IP_MINUTE_BURST: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: booleanString.default(false),
  PAYMENT_SECRETS_KEY: z
    .string()
    .min(32, 'at least 32 characters')
    .optional()
    .describe('Encrypts payment-gateway credentials at rest (AES-256-GCM)'),
  PAYMENT_SANDBOX: booleanString
    .optional()
    .describe('The built-in test gateway; default on unless production'),
  PAYMENT_RECONCILER: booleanString
    .default(true)
    .describe('Runs the every-minute job that settles payments whose callback never came (decision 0016)'),
  PRINTER_SANDBOX: booleanString
    .optional()
    .describe('Network printing goes to the built-in printer sandbox instead of the network; default: DEMO'),
  PRINTER_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  ZARINPAL_BASE_URL: z.url().default('https://payment.zarinpal.com'),
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(10_000),
  MENU_CACHE_MB: z.coerce
    .number()
    .min(0)
    .max(4096)
    .default(64)
    .describe('Memory for ready customer menus per instance; 0 reads every menu from the database'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional().describe('Folder of the built web app; default apps/web/dist'),
  DEMO_CLOCK_START: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('Demo only: the server clock starts at this instant and runs on from there'),
  MAP_TILE_URL: z
    .string()
    .regex(
      /^https?:\/\/[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}/,
      'an http(s) tile URL template with {z}, {x} and {y}',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
});

export type Env = z.infer<typeof ZEnv>;
export type Config = Env & {
  jwtSecret: string;
  production: boolean;
  paymentSecretsKey: string;
  /** Whether the built-in test gateway is served and offered (PAYMENT_SANDBOX, default: not in production). */
  paymentSandbox: boolean;
  /** Network printing is kept by the printer sandbox (PRINTER_SANDBOX, default: DEMO). */
  printerSandbox: boolean;
};

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with one line naming the first bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message} (got ${JSON.stringify(env[name])})`,
    );
  }
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means the folder npm was run from.
  const values = {
    ...parsed.data,
    DATA_DIR: path.resolve(env.INIT_CWD ?? process.cwd(), parsed.data.DATA_DIR),
  };
  const production = values.NODE_ENV === 'production' && !values.DEMO;
  if (values.SMS_PROVIDER.includes('kavenegar') && !(values.KAVENEGAR_API_KEY && values.KAVENEGAR_TEMPLATE)) {
    throw new ConfigError(
      'Invalid configuration: SMS_PROVIDER kavenegar needs KAVENEGAR_API_KEY and KAVENEGAR_TEMPLATE',
    );
  }
  if (values.SMS_PROVIDER.includes('smsir') && !(values.SMSIR_API_KEY && values.SMSIR_TEMPLATE_ID)) {
    throw new ConfigError(
      'Invalid configuration: SMS_PROVIDER smsir needs SMSIR_API_KEY and SMSIR_TEMPLATE_ID',
    );
  }
  // The ready notice needs its own template: the login one carries only the code.
  if (values.KAVENEGAR_READY_TEMPLATE && values.KAVENEGAR_READY_TEMPLATE === values.KAVENEGAR_TEMPLATE) {
    throw new ConfigError(
      'Invalid configuration: KAVENEGAR_READY_TEMPLATE must be a template of its own, not KAVENEGAR_TEMPLATE',
    );
  }
  if (values.SMSIR_READY_TEMPLATE_ID && values.SMSIR_READY_TEMPLATE_ID === values.SMSIR_TEMPLATE_ID) {
    throw new ConfigError(
      'Invalid configuration: SMSIR_READY_TEMPLATE_ID must be a template of its own, not SMSIR_TEMPLATE_ID',
    );
  }
  if (production && values.SMS_PROVIDER.every((p) => p === 'console')) {
    throw new ConfigError(
      'Invalid configuration: SMS_PROVIDER console only prints codes; production needs kavenegar or smsir',
    );
  }
  // Opening hours and food shifts make the demo's menu depend on the hour; browser tests and a demo
  // shown at night need lunchtime. A shifted clock must never reach real customers.
  if (values.DEMO_CLOCK_START && !values.DEMO) {
    throw new ConfigError('Invalid configuration: DEMO_CLOCK_START is only allowed with DEMO=true');
  }
  const jwtSecret =
    values.JWT_SECRET ?? (production ? undefined : persistedSecret(values.DATA_DIR, 'jwt-secret'));
  if (!jwtSecret)
    throw new ConfigError('Invalid configuration: JWT_SECRET is required in production (32+ characters)');
  // A lost key makes every stored gateway credential unreadable: production must bring its own, kept safe.
  const paymentSecretsKey =
    values.PAYMENT_SECRETS_KEY ??
    (production ? undefined : persistedSecret(values.DATA_DIR, 'payment-secrets-key'));
  if (!paymentSecretsKey) {
    throw new ConfigError(
      'Invalid configuration: PAYMENT_SECRETS_KEY is required in production (32+ characters)',
    );
  }
  const paymentSandbox = values.PAYMENT_SANDBOX ?? !production;
  const printerSandbox = values.PRINTER_SANDBOX ?? values.DEMO;
  return { ...values, jwtSecret, production, paymentSecretsKey, paymentSandbox, printerSandbox };
}

/** Unset and empty mean the same: the default. */
function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;
}

/**
 * Outside production a secret is generated once and kept in DATA_DIR, so sessions survive restarts
 * and stored credentials stay readable.
 */
function persistedSecret(dataDir: string, fileName: string): string {
  const file = path.join(dataDir, fileName);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
