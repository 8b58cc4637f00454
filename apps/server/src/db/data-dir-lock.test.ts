import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';
import { openPgliteDir } from './database';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Another Sofreh process opening the embedded database of `dataDir`; resolves once it is open. */
function openInChild(dataDir: string): Promise<ChildProcess> {
  const script = `
    import { openPgliteDir } from ${JSON.stringify(path.join(HERE, 'database.ts'))};
    await openPgliteDir(${JSON.stringify(dataDir)});
    console.log('open');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('open')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the child ended (${code}) before opening`)));
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('the embedded database’s folder lock', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  });

  it('refuses a second live process with a clear message, and reopens after that process is killed -9', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofreh-lock-'));
    const child = await openInChild(dataDir);
    children.push(child);

    const refused = await openPgliteDir(dataDir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toContain('is already open in another Sofreh process');
    expect((refused as Error).message).toContain('DATABASE_URL');

    // Killed without a chance to clean up: the OS frees the lock with the process.
    await killed(child);
    // Its process id reused by another live process: nothing about ids may stop the restart.
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.ppid));
    const database = await openPgliteDir(dataDir);
    try {
      expect((await database.executeSql('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('is held until released within one process, whatever process ids exist', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofreh-lock-'));
    // A lock file of the old kind naming a live process (this one) does not matter any more.
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.pid));
    const lock = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    await lock.release();
    const again = await lockDataDir(dataDir);
    await again.release();
  });
});
