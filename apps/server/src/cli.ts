import { defaultFileStorage } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { seedDemo } from './demo/seed';
import { createAuthService } from './modules/auth/auth.service';
import { ensureVendor } from './orchestrators/vendor-onboarding';
import { createChangePublisher } from './platform/change-feed';
import { systemClock } from './platform/clock';
import type { Jobs } from './platform/jobs';

const USAGE = `Usage (from the repository root):
  npm run cli -w @sofreh/server -- create-admin <username> <password>
  npm run cli -w @sofreh/server -- create-vendor <slug> "<name>" <owner-phone> [--domain <custom-domain>]
  npm run cli -w @sofreh/server -- seed-demo`;

// The CLI sends no SMS and runs no jobs.
const noJobs: Jobs = {
  send: async () => {},
  work: async () => {},
  schedule: async () => {},
  stop: async () => {},
};

async function run(args: string[]) {
  const [command, ...rest] = args;
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    switch (command) {
      case 'create-admin': {
        const [username, password] = rest;
        if (!username || !password || password.length < 12)
          throw new Error('create-admin needs a username and a password of 12+ characters');
        const changes = createChangePublisher(database);
        await createAuthService({
          database,
          config,
          clock: systemClock,
          jobs: noJobs,
          changes,
        }).setAdminPassword(username, password);
        console.log(`Administrator "${username}" is ready.`);
        break;
      }
      case 'create-vendor': {
        const domainAt = rest.indexOf('--domain');
        const domain = domainAt >= 0 ? rest[domainAt + 1] : undefined;
        const [slug, name, ownerPhone] = domainAt >= 0 ? rest.slice(0, domainAt) : rest;
        if (!slug || !name || !ownerPhone) throw new Error(USAGE);
        const { vendor } = await ensureVendor(database.db, {
          slug,
          name,
          owner: { phoneNumber: ownerPhone },
          domain,
        });
        console.log(
          `Vendor "${vendor.name}" (${vendor.slug}) is ready; its owner logs in with ${ownerPhone}.`,
        );
        break;
      }
      case 'seed-demo':
        await seedDemo(database, { menu: { storage: defaultFileStorage(config) } });
        console.log('Demo restaurant is ready.');
        break;
      default:
        throw new Error(USAGE);
    }
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
