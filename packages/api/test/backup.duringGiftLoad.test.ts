import { checkLedger, gatewayAccount, mintingReasons, platformAccount, type Db } from '@tasbir/db';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUrl } from '../src/files/mediaKeys.js';
import { giftWork, marketplace, paymentWork, restoredApp, runBuiltScript, startLoad } from './backup.fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { fetchMedia } from './media.fixtures.js';
import { seededRandom } from './seededRandom.js';

let source: TestApp;
let backupDir: string;
beforeAll(async () => {
  source = await startTestApp();
  backupDir = mkdtempSync(join(tmpdir(), 'tasbir-backups-'));
});
afterAll(async () => {
  await source.close();
  rmSync(backupDir, { recursive: true, force: true });
});

const giftCount = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('gift_transactions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const paymentCount = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('payments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'completed')
        .executeTakeFirstOrThrow()
    ).n,
  );
const sumOf = async (db: Db, of: 'minting' | 'platform' | 'gateways') => {
  const query = db.selectFrom('credit_ledger').select((eb) => eb.fn.sum<number>('delta').as('sum'));
  const accounts = of === 'platform' ? [platformAccount] : [gatewayAccount('esewa'), gatewayAccount('khalti')];
  const row = await (
    of === 'minting' ? query.where('reason', 'in', [...mintingReasons]) : query.where('account', 'in', accounts)
  ).executeTakeFirstOrThrow();
  return Number(row.sum ?? 0);
};

describe('a backup taken while fans buy gifts and pay online', () => {
  it(
    'takes a backup during a gift and payment load, restores it into a fresh folder, and finds checkLedger exact and every media file of the restored rows served',
    { timeout: 120_000 },
    async () => {
      const market = await marketplace(source);
      const random = seededRandom(11);
      const load = startLoad(
        [giftWork(source, market.fans, market.photographers, random), paymentWork(source, market.fans, random)],
        8,
      );
      while (load.completed() < 40) await sleep(5);
      const giftsBefore = await giftCount(source.db);
      const paymentsBefore = await paymentCount(source.db);
      const completedBefore = load.completed();
      // `npm run backup` as shipped, in a process of its own beside the working server.
      const run = await runBuiltScript('backupMain.js', [], {
        DATABASE_URL: source.config.databaseUrl,
        DATA_DIR: source.config.dataDir,
        BACKUP_DIR: backupDir,
      });
      const completedDuring = load.completed() - completedBefore;
      await load.stop();
      const giftsAfter = await giftCount(source.db);
      const paymentsAfter = await paymentCount(source.db);
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(completedDuring).toBeGreaterThan(0);
      const folder = /^Backup written to (.+)$/m.exec(run.stdout)?.[1] ?? '';

      const restored = await restoredApp(folder);
      try {
        expect(await checkLedger(restored.db)).toEqual({ mismatches: [], unbalanced: [], negative: [] });
        const balances = await restored.db
          .selectFrom('users')
          .select((eb) => eb.fn.sum<number>('credits').as('sum'))
          .executeTakeFirstOrThrow();
        expect(await sumOf(restored.db, 'minting')).toBe(market.minted);
        // What the gateways sold came in beside what was minted: their accounts are negative by it.
        expect(Number(balances.sum) + (await sumOf(restored.db, 'platform'))).toBe(
          market.minted - (await sumOf(restored.db, 'gateways')),
        );
        const restoredPayments = await paymentCount(restored.db);
        expect(restoredPayments).toBeGreaterThanOrEqual(paymentsBefore);
        expect(restoredPayments).toBeLessThanOrEqual(paymentsAfter);
        expect(paymentsAfter).toBeGreaterThan(0);
        // A moment of the load: every gift before the backup began, none after it ended.
        const restoredGifts = await giftCount(restored.db);
        expect(restoredGifts).toBeGreaterThanOrEqual(giftsBefore);
        expect(restoredGifts).toBeLessThanOrEqual(giftsAfter);

        const photos = await restored.db.selectFrom('photos').select(['image_key', 'thumb_key']).execute();
        expect(photos).toHaveLength(market.photos.length);
        for (const url of photos.flatMap((row) => [mediaUrl(row.image_key), mediaUrl(row.thumb_key)])) {
          const [served, original] = [await fetchMedia(restored, url), await fetchMedia(source, url)];
          expect([url, served.status]).toEqual([url, 200]);
          expect(served.bytes.equals(original.bytes)).toBe(true);
        }
        const requests = await restored.db.selectFrom('credit_requests').select('id').execute();
        expect(requests).toHaveLength(market.fans.length);
        for (const { id } of requests) {
          const receipt = (app: TestApp) =>
            app.app.inject({
              method: 'GET',
              url: `/api/credits/requests/${id}/receipt`,
              headers: { authorization: `Bearer ${market.admin.access_token}` },
            });
          const [served, original] = [await receipt(restored), await receipt(source)];
          expect(served.statusCode).toBe(200);
          expect(served.rawPayload.equals(original.rawPayload)).toBe(true);
        }
      } finally {
        await restored.close();
      }
    },
  );
});
