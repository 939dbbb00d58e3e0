import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDb } from '@tasbir/db';
import { addDays, nepalToday } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../src/app/services.js';
import { createRateLimitStore } from '../src/domains/auth/rateLimitStore.js';
import type { GalleryClock } from '../src/domains/galleries/galleryClock.js';
import { resolveJwtSecret } from '../src/jwtSecret.js';
import { InProcessEventBus } from '../src/live/eventBus.js';
import { inNepal } from './bookings.clock.fixtures.js';
import { bookingIn, newParties, notificationsOf } from './bookings.fixtures.js';
import { expectOk } from './directory.factories.js';
import { becomeVisitor, browser, galleryWithPhotos } from './galleries.fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { subscribeLive } from './live.fixtures.js';

/**
 * The gallery clock: a week (Nepal days) before a gallery's last day its booking's client is
 * notified and its visitors mailed, once per last day, across servers. Rounds run at chosen moments
 * on clocks built beside the test app, as the booking clock's tests do.
 */
let t: TestApp;
const handles: { close: () => Promise<void> }[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  for (const handle of handles) await handle.close();
  await t.close();
});

function galleryClock(): GalleryClock {
  const handle = createDb(t.storage.database.url);
  const { galleryClock: clock } = createServices(
    t.config,
    handle,
    resolveJwtSecret(t.config),
    t.app.log,
    {
      bus: new InProcessEventBus(() => undefined),
      rateLimits: createRateLimitStore(handle, undefined, () => undefined),
    },
    { fetch },
  );
  handles.push({ close: async () => (await clock.stop(), await handle.close()) });
  return clock;
}

const outbox = () => {
  try {
    return readdirSync(join(t.config.dataDir, 'outbox')).map((file) =>
      readFileSync(join(t.config.dataDir, 'outbox', file), 'utf8'),
    );
  } catch {
    return [];
  }
};

describe('the expiry reminder', () => {
  it("tells the booking's client and mails the visitors seven days before, once, even with two servers", async () => {
    const parties = await newParties(t);
    const booking = await bookingIn(t, 'accepted', parties);
    const lastDay = addDays(nepalToday(), 20);
    const { gallery } = await galleryWithPhotos(t, {
      photographer: parties.photographer,
      fields: { booking_id: booking.id, expires_at: lastDay, title: 'Mehendi night' },
    });
    const b = browser(t);
    await becomeVisitor(b, gallery.token, 'Maya Gurung', 'maya@example.com');
    await becomeVisitor(browser(t), gallery.token, 'Maya again', 'maya@example.com');
    const [one, two] = [galleryClock(), galleryClock()];

    await one.runRound(inNepal(addDays(lastDay, -8), '23:59'));
    expect((await notificationsOf(t, parties.requester)).filter((n) => n.kind === 'gallery_expiring')).toEqual([]);

    const weekBefore = inNepal(addDays(lastDay, -7), '00:01');
    await Promise.all([one.runRound(weekBefore), two.runRound(weekBefore)]);
    await one.runRound(inNepal(addDays(lastDay, -6)));
    const notices = (await notificationsOf(t, parties.requester)).filter((n) => n.kind === 'gallery_expiring');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.params).toEqual({
      name: parties.photographer.user.username,
      title: 'Mehendi night',
      date: lastDay,
    });
    const mails = outbox().filter((mail) => mail.includes('Mehendi night'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('maya@example.com');
    expect(mails[0]).toContain(`/g/${gallery.token}`);
  });

  it('reminds again for a new last day, and never for a gallery already past its last day', async () => {
    const lastDay = addDays(nepalToday(), 10);
    const { gallery, photographer } = await galleryWithPhotos(t, {
      names: [],
      fields: { expires_at: lastDay, title: 'Pasni' },
    });
    await becomeVisitor(browser(t), gallery.token, 'Hari', 'hari@example.com');
    const clock = galleryClock();
    await clock.runRound(inNepal(addDays(lastDay, -3)));
    const reminded = async () =>
      (
        await t.db
          .selectFrom('galleries')
          .select('expiry_reminded_at')
          .where('id', '=', gallery.id)
          .executeTakeFirstOrThrow()
      ).expiry_reminded_at;
    expect(await reminded()).not.toBeNull();

    const newLastDay = addDays(nepalToday(), 30);
    await expectOk(
      t.call('PUT', `/api/galleries/${gallery.id}`, {
        token: photographer.access_token,
        body: { expires_at: newLastDay },
      }),
    );
    expect(await reminded()).toBeNull();
    await clock.runRound(inNepal(addDays(newLastDay, 1)));
    expect(await reminded()).toBeNull();
    await clock.runRound(inNepal(addDays(newLastDay, -7)));
    expect(await reminded()).not.toBeNull();
    expect(outbox().filter((mail) => mail.includes('Pasni'))).toHaveLength(2);
  });
});

describe('a selection sent', () => {
  it('reaches the photographer live, with the event that refreshes the selection view', async () => {
    const { gallery, photos, photographer } = await galleryWithPhotos(t);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const live = subscribeLive(address.replace('http://', 'ws://'), photographer);
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const b = browser(t);
      await becomeVisitor(b, gallery.token, 'Asha', 'asha@example.com');
      await expectOk(b.call('PUT', `/api/g/${gallery.token}/picks/${photos[0]?.id}`));
      await expectOk(b.call('POST', `/api/g/${gallery.token}/selection`));
      await live.until(() => live.received.some((event) => event.type === 'gallery_selection'));
      const notification = live.events.find(({ event }) => event.type === 'notification');
      expect(notification?.event).toMatchObject({
        notification: { kind: 'gallery_selection', params: { name: 'Asha', count: 1 } },
      });
      expect(live.events.find(({ event }) => event.type === 'gallery_selection')?.event).toMatchObject({
        gallery_id: gallery.id,
      });
    } finally {
      live.stop();
    }
  });
});
