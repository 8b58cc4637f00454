// The server settings bench/menu runs the app with.
import crypto from 'node:crypto';
import { loadConfig } from '../apps/server/src/config';

/**
 * Production settings (and so production headers, and the default log level: one line per request),
 * without sending anything anywhere.
 */
export function menuBenchConfig(options: { dataDir: string; cacheMb: string; databaseUrl?: string }) {
  return loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    PAYMENT_SECRETS_KEY: crypto.randomBytes(32).toString('hex'),
    SMS_PROVIDER: 'kavenegar',
    KAVENEGAR_API_KEY: 'bench',
    KAVENEGAR_TEMPLATE: 'bench',
    BASE_DOMAIN: 'localhost',
    DATA_DIR: options.dataDir,
    WEB_DIST: options.dataDir,
    // As it ships unless BENCH_LOG_LEVEL says otherwise (to see what the log costs; the floor is info's).
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    MENU_CACHE_MB: options.cacheMb,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
}
