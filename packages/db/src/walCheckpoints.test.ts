import { sql } from 'kysely';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDb } from './createDb.js';

const sizeOf = (path: string) => statSync(path).size;

describe('write-ahead log checkpoints', () => {
  it('move committed writes into the database file on their own thread, so no commit does it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tasbir-wal-'));
    const path = join(dir, 'checkpoints.db');
    const { db, close } = createDb(`file:${path}`);
    try {
      await sql`create table notes (id integer primary key, body text)`.execute(db);
      const before = sizeOf(path);
      // About 2 MB, well past SQLite's own checkpoint limit of 1,000 pages: no commit may move it.
      for (let batch = 0; batch < 20; batch += 1) {
        await db.transaction().execute(async (trx) => {
          for (let row = 0; row < 100; row += 1)
            await sql`insert into notes (body) values (${'x'.repeat(1000)})`.execute(trx);
        });
      }
      expect(sizeOf(path)).toBe(before);
      await expect.poll(() => sizeOf(path), { timeout: 5000, interval: 100 }).toBeGreaterThan(before + 1_000_000);
      const count = await sql<{ n: number }>`select count(*) as n from notes`.execute(db);
      expect(count.rows[0]?.n).toBe(2000);
    } finally {
      await close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
