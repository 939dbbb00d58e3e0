import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gift } from './directory.factories.js';
import { newPhotographer } from './factories.js';
import type { TestApp } from './harness.js';
import { writeCases } from './listCache.writes.cases.js';
import {
  boardEntry,
  cardField,
  freshen,
  newest,
  newWorld,
  startCachingApp,
  type World,
} from './listCache.writes.fixtures.js';
import { insertPhotos } from './media.fixtures.js';
import { atProvider, comeBack, startPayment } from './payments.fixtures.js';

/**
 * The list caches with a long lifetime, as production keeps them (a minute here, against the
 * default second): every write through the API, over REST or tRPC, shows at once in the cached
 * answer a visitor reads afterwards. Each case reads first, so the answer is kept, then writes,
 * then reads again; listCache.staleAreas.test.ts holds that the cases prove every area a mutation
 * names. Rows a case arranges in the database are made visible first by `freshen`.
 */
let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startCachingApp();
  world = await newWorld(t);
});
afterAll(() => t.close());

describe('a cached answer before the write', () => {
  it('stays while nothing is written through the API (rows changed in the database are not seen)', async () => {
    const photographer = await newPhotographer(t);
    const [photo = ''] = await insertPhotos(t, photographer.user.id, 1);
    await freshen(t, world);
    const kept = {
      card: await cardField(t, photographer.user.id, 'bio'),
      photos: await newest(t, 'photos'),
      board: await boardEntry(t, photographer.user.id),
    };
    await t.db
      .updateTable('users')
      .set({ bio: 'Changed in the database' })
      .where('id', '=', photographer.user.id)
      .execute();
    await t.db.deleteFrom('photos').where('id', '=', photo).execute();
    await gift(t, photographer.user.id, 100);
    expect({
      card: await cardField(t, photographer.user.id, 'bio'),
      photos: await newest(t, 'photos'),
      board: await boardEntry(t, photographer.user.id),
    }).toEqual(kept);
    expect(kept.photos).toContain(photo);
  });
});

describe('a cached answer after a write through the API', () => {
  it.each(writeCases.map((one) => ({ ...one, name: `${one.mutation} over ${one.via}` })))(
    '$name: a visitor sees $shows at once ($area)',
    async ({ arrange }) => {
      const trial = await arrange(t, world);
      await freshen(t, world);
      expect(await trial.look(), 'what the visitor reads before the write').toEqual(trial.before);
      expect(trial.after).not.toEqual(trial.before);
      await trial.write();
      expect(await trial.look(), 'what the visitor reads after the write').toEqual(trial.after);
    },
  );
});

describe('a cached answer after a payment settled outside a procedure', () => {
  it('shows a plan paid through the return URL at once on the photographer’s card', async () => {
    const photographer = await newPhotographer(t);
    const created = await startPayment(t, photographer, { purpose: 'plan', plan: 'gold', provider: 'khalti' });
    const location = await atProvider(t, created, 'pay');
    await freshen(t, world);
    expect(await cardField(t, photographer.user.id, 'subscription_plan')).toBe('free');
    expect((await comeBack(t, location)).status).toBe(303);
    expect(await cardField(t, photographer.user.id, 'subscription_plan')).toBe('gold');
  });
});
