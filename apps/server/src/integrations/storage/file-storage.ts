import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. The local-disk adapter is the default; an object-store adapter (S3
 * compatible, Arvan, …) implements the same three calls when several servers must share files.
 */
export interface FileStorage {
  /** Stores bytes under a server-generated key such as `<vendorId>/<uuid>-list.webp`. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The public URL path the web uses for a key. */
  urlFor(key: string): string;
  /** The folder served at `/files/` (local disk only), or null when another server serves files. */
  readonly localRoot: string | null;
}

const SAFE_KEY = /^[a-z0-9-]+\/[a-z0-9-]+\.(webp|png|jpg)$/;

export function createLocalFileStorage(root: string): FileStorage {
  return {
    localRoot: root,
    async put(key, body) {
      // Keys are made by the server, never from a user's file name; refuse anything else outright.
      if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${key}`);
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body, { mode: 0o644 });
    },
    urlFor: (key) => `/files/${key}`,
  };
}
