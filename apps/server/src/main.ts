import { buildApp, defaultFileStorage } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { openDatabase } from './db/open';
import { DEMO_OWNER_PHONE, seedDemo } from './demo/seed';
import { DEMO_ADMIN_PASSWORD, DEMO_ADMIN_USERNAME, seedDemoAdmin } from './demo/seed-admin';
import { clockStartingAt, systemClock } from './platform/clock';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const storage = defaultFileStorage(config);
  if (config.DEMO) {
    await seedDemo(database, { menu: { storage } });
    await seedDemoAdmin(database.db);
  }
  const clock = config.DEMO_CLOCK_START ? clockStartingAt(new Date(config.DEMO_CLOCK_START)) : systemClock;
  const app = await buildApp({ config, database, storage, clock });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${config.DATA_DIR}`;
  app.log.info(`Sofreh is serving on port ${config.PORT} with ${where}`);
  if (config.DEMO) {
    console.log(
      `\n  سفره (Sofreh) demo: http://${config.DEFAULT_VENDOR}.${config.BASE_DOMAIN}:${config.PORT}/bo/auth/login` +
        `\n  owner ${DEMO_OWNER_PHONE}; login codes are printed here and listed at http://localhost:${config.PORT}/dev/sms` +
        `\n  platform administration: http://${config.DEFAULT_VENDOR}.${config.BASE_DOMAIN}:${config.PORT}/bo/admin/login` +
        ` (${DEMO_ADMIN_USERNAME} / ${DEMO_ADMIN_PASSWORD}, demo only)\n`,
    );
  }
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
