// The server settings bench/menu and bench/menu-hit both run the app with.
import crypto from 'node:crypto';
import { loadConfig } from '../apps/server/src/config';

/** Production settings (and so production headers), without sending anything anywhere. */
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
    // No per-request log lines: a log pipeline's cost is not what this measures.
    LOG_LEVEL: 'error',
    MENU_CACHE_MB: options.cacheMb,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
}
