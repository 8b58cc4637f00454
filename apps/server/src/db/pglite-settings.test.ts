import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPgliteDir } from './database';

describe('the embedded database as the server opens it', () => {
  it('starts with a 32 MB buffer cache, whatever initdb wrote into postgresql.conf', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofreh-pglite-'));
    const database = await openPgliteDir(dataDir);
    try {
      const shown = await database.executeSql('SHOW shared_buffers');
      expect(shown.rows[0]).toEqual({ shared_buffers: '32MB' });
      expect(fs.readFileSync(path.join(dataDir, 'pglite', 'postgresql.conf'), 'utf8')).toMatch(
        /^shared_buffers = 128MB/m,
      );
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
