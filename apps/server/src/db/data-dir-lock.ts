import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Another live process has the embedded database of this data folder open. */
export class DataDirInUseError extends Error {}

export type DataDirLock = { release(): Promise<void> };

/**
 * Takes the data folder's lock for the life of this process: only one process may open a PGlite
 * directory. The lock is a listening local socket named after the folder, which the operating system
 * frees when the process ends however it ends (kill -9 included), so a crash never leaves a lock that
 * a restart has to guess about — no process id is read, so a dead or reused one cannot fool it:
 * - Linux: an abstract socket (no file; bind fails while a live process holds the name);
 * - Windows: a named pipe (the same);
 * - elsewhere (macOS): a socket file in the folder; one nobody answers on is a leftover and is replaced.
 * Node has no file lock of its own (flock/fcntl), hence a socket (decision 0043).
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const dir = fs.realpathSync(dataDir);
  const address = lockAddress(dir);
  const server = net.createServer((socket) => socket.destroy());
  try {
    await listen(server, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (!isSocketFile(address) || (await answers(address))) throw inUse(dir);
    // A socket file left by a process that is gone (only where the lock is a file).
    fs.rmSync(address, { force: true });
    try {
      await listen(server, address);
    } catch {
      throw inUse(dir);
    }
  }
  // The lock must not keep the process alive on its own.
  server.unref();
  return {
    release: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

function lockAddress(dir: string): string {
  const id = crypto.createHash('sha256').update(dir).digest('hex').slice(0, 32);
  if (process.platform === 'linux') return `\0sofreh-pglite-${id}`;
  if (process.platform === 'win32') return `\\\\.\\pipe\\sofreh-pglite-${id}`;
  return path.join(dir, 'pglite.lock.sock');
}

const isSocketFile = (address: string) => !address.startsWith('\0') && !address.startsWith('\\\\');

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Whether a live process is listening on the socket file. */
function answers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function inUse(dir: string) {
  return new DataDirInUseError(
    `The embedded database in ${dir} is already open in another Sofreh process. ` +
      'Stop that process, use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
  );
}
