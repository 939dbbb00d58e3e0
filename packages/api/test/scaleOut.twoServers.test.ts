import { addDays, type DirectoryItem } from '@tasbir/shared';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awaitingAdvance, confirmedBooking } from './bookings.advances.fixtures.js';
import { clockNotices, clockServer, deadlineOf, inNepal, reminderRows } from './bookings.clock.fixtures.js';
import { storedBooking } from './bookings.fixtures.js';
import { creditsOf, expectLedgerAddsUp, grantCredits, sendGift } from './economy.factories.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { nextIp, startTestApp, type TestApp } from './harness.js';
import { subscribeLive } from './live.fixtures.js';
import { startServerProcess, type ServerProcess } from './serverProcess.js';

/**
 * Two servers on one PostgreSQL database and one data folder, as behind a load balancer (README
 * "Several servers"): the test's own in-memory server and the built server in a process of its own.
 * A client may reach either for each request, and must not tell the difference.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Cached lists live a minute here, so only a write's announcement can make them stale in time. */
const longCache = { LIST_CACHE_MS: '60000' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(longCache);
});
afterAll(() => t.close());

/** A second server process beside `t`; stopped when `use` ends. */
async function withTwin(env: Record<string, string>, use: (twin: ServerProcess) => Promise<void>): Promise<void> {
  const twin = await startServerProcess(t, env);
  try {
    await use(twin);
  } finally {
    await twin.stop();
  }
}

type Server = Pick<TestApp, 'call'>;
type Booked = Awaited<ReturnType<typeof awaitingAdvance>>;
const wrongLogin = (server: Server, email: string, ip: string) =>
  server.call('POST', '/api/login', { ip, body: { email, password: 'not the password' } });

/** 25 failed sign-ins alternate between the servers; the 26th is refused by either. */
async function expectOneAllowanceAcross(a: Server, b: Server, ip: string): Promise<void> {
  const account = await newUser(t);
  for (let attempt = 0; attempt < 25; attempt += 1) {
    expect((await wrongLogin(attempt % 2 === 0 ? a : b, account.email, ip)).status).toBe(401);
  }
  expect(await wrongLogin(a, account.email, ip)).toMatchObject({ status: 429 });
  expect(await wrongLogin(b, account.email, ip)).toMatchObject({ status: 429 });
}

describe.runIf(process.env.TEST_DATABASE_URL)('two servers on one PostgreSQL database', () => {
  it('counts sign-in attempts once across both servers, in the database they share', async () => {
    await withTwin(longCache, (twin) => expectOneAllowanceAcross(t, twin, nextIp()));
  });

  it('counts sign-in attempts once across both servers in Redis when REDIS_URL is set', async () => {
    // Redis keeps counters between runs for five minutes: an address of this run alone.
    const ip = `172.${16 + randomInt(16)}.${randomInt(256)}.${randomInt(256)}`;
    await withTwin({ ...longCache, REDIS_URL: redisUrl }, (a) =>
      withTwin({ ...longCache, REDIS_URL: redisUrl }, (b) => expectOneAllowanceAcross(a, b, ip)),
    );
  });

  it('makes a page cached by one server stale when the other accepts a write', async () => {
    await withTwin(longCache, async (twin) => {
      const admin = await newUser(t, { role: 'admin' });
      const photographer = await newPhotographer(t, { username: `twin_cache_${randomInt(1e9)}` });
      const listed = async () => {
        const reply = await twin.call<DirectoryItem[]>(
          'GET',
          `/api/photographers?search=${photographer.user.username}`,
        );
        return reply.body.map((item) => item.id);
      };
      expect(await listed()).toEqual([photographer.user.id]);
      // A change behind both servers' backs is not seen: the twin answers from its cache.
      await t.db.updateTable('users').set({ suspended: 1 }).where('id', '=', photographer.user.id).execute();
      expect(await listed()).toEqual([photographer.user.id]);
      await t.db.updateTable('users').set({ suspended: 0 }).where('id', '=', photographer.user.id).execute();

      expect(
        (await t.call('POST', `/api/admin/users/${photographer.user.id}/suspend`, { token: admin.access_token }))
          .status,
      ).toBe(200);
      await expect.poll(listed, { timeout: 2000, interval: 20 }).toEqual([]);
    });
  });

  it("refuses an account at the other server once one suspended it, though that server kept the account's row", async () => {
    await withTwin(longCache, async (twin) => {
      const user = await newUser(t);
      const admin = await newUser(t, { role: 'admin' });
      const meOnTwin = async () => (await twin.call('GET', '/api/me', { token: user.access_token })).status;
      // The twin reads the row once and keeps it (docs/decisions/024-viewer-rows.md).
      expect([await meOnTwin(), await meOnTwin()]).toEqual([200, 200]);
      expect(
        (await t.call('POST', `/api/admin/users/${user.user.id}/suspend`, { token: admin.access_token })).status,
      ).toBe(200);
      // The users trigger's notice reaches the twin after the commit: a few milliseconds.
      await expect.poll(meOnTwin, { timeout: 2000, interval: 20 }).toBe(401);
      // A write behind both servers' backs (SQL) is heard the same way.
      await t.db.updateTable('users').set({ suspended: 0 }).where('id', '=', user.user.id).execute();
      await expect.poll(meOnTwin, { timeout: 2000, interval: 20 }).toBe(200);
    });
  });

  it('shows a card changed through one server at once on the other, with its list caches off', async () => {
    await withTwin({ LIST_CACHE_MS: '0' }, async (twin) => {
      const photographer = await newPhotographer(t, { username: `twin_card_${randomInt(1e9)}` });
      const editBio = async (bio: string) =>
        expect((await t.call('PUT', '/api/profile', { token: photographer.access_token, body: { bio } })).status).toBe(
          200,
        );
      const bios = async () => [
        (await twin.call<DirectoryItem>('GET', `/api/photographers/${photographer.user.id}`)).body.bio,
        ...(
          await twin.call<DirectoryItem[]>('GET', `/api/photographers?search=${photographer.user.username}`)
        ).body.map((item) => item.bio),
      ];
      await editBio('Weddings in Pokhara');
      // Read twice: the twin now keeps the card's JSON at its version.
      expect(await bios()).toEqual(['Weddings in Pokhara', 'Weddings in Pokhara']);
      expect(await bios()).toEqual(['Weddings in Pokhara', 'Weddings in Pokhara']);
      await editBio('Portraits in Kathmandu');
      expect(await bios()).toEqual(['Portraits in Kathmandu', 'Portraits in Kathmandu']);
    });
  });

  it('delivers a notification caused through one server to a subscriber on the other', async () => {
    await withTwin(longCache, async (twin) => {
      const fan = await newUser(t);
      const photographer = await newPhotographer(t);
      await grantCredits(t, fan.user.id, 100);
      const live = subscribeLive(twin.base.replace('http://', 'ws://'), photographer);
      try {
        // The subscription is listening a moment after it opens.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(
          (await sendGift(t, fan.access_token, { recipient_id: photographer.user.id, gift_type: 'marigold' })).status,
        ).toBe(200);
        await live.until(() => live.received.some((event) => event.type === 'notification'));
      } finally {
        live.stop();
      }
    });
  });

  it('conserves credits in a burst of gifts split across both servers', { timeout: 60_000 }, async () => {
    await withTwin(longCache, async (twin) => {
      const photographers = [await newPhotographer(t), await newPhotographer(t)];
      const fans: NewUser[] = [];
      for (let i = 0; i < 20; i += 1) {
        const fan = await newUser(t);
        await grantCredits(t, fan.user.id, 100);
        fans.push(fan);
      }
      // Each fan can pay for ten marigolds (10 credits) and sends fifteen, half through each server.
      const sends = fans.flatMap((fan, f) =>
        Array.from({ length: 15 }, (_, i) => ({ fan, server: (f + i) % 2 === 0 ? t : twin, to: photographers[i % 2] })),
      );
      const replies = await Promise.all(
        sends.map(({ fan, server, to }) =>
          sendGift(server, fan.access_token, { recipient_id: to?.user.id, gift_type: 'marigold' }),
        ),
      );
      const sent = replies.filter((reply) => reply.status === 200).length;
      for (const reply of replies)
        if (reply.status !== 200) expect(reply.body).toMatchObject({ code: 'insufficientCredits' });
      expect(sent).toBe(200);
      for (const fan of fans) expect(await creditsOf(t, fan.user.id)).toBe(0);
      await expectLedgerAddsUp(t);
    });
  });

  it(
    'expires each unpaid advance and sends each reminder once when both servers run the booking clock at the same moment',
    { timeout: 60_000 },
    async () => {
      // Each server's clock on its own connections, as services.ts builds it: the rounds run at chosen moments.
      const servers = [clockServer(t), clockServer(t)];
      const together = (moment: Date) => Promise.all(servers.map((server) => server.clock.runRound(moment)));
      try {
        const unpaid: Booked[] = [];
        const goingAhead: Booked[] = [];
        for (let i = 0; i < 5; i += 1) {
          unpaid.push(await awaitingAdvance(t));
          goingAhead.push(await confirmedBooking(t, { eventInDays: 120 }));
        }
        const deadlines = await Promise.all(unpaid.map(({ booking }) => deadlineOf(t, booking.id)));
        await together(new Date(deadlines.sort().at(-1) ?? ''));
        for (const { parties, booking } of unpaid) {
          expect((await storedBooking(t, booking.id)).status).toBe('expired');
          expect(await clockNotices(t, booking.id, parties)).toEqual([
            'booking_expired → client',
            'booking_expired → photographer',
          ]);
        }

        const date = goingAhead[0]?.booking.event_date ?? '';
        for (const days of [-2, -1, 1]) await together(inNepal(addDays(date, days)));
        for (const { parties, booking } of goingAhead) {
          expect(await reminderRows(t, booking.id)).toEqual(['day_after', 'one_day_before', 'two_days_before']);
          expect(await clockNotices(t, booking.id, parties)).toEqual([
            'booking_complete_ask → photographer naming the client',
            'booking_reminder 1 → client naming the photographer',
            'booking_reminder 1 → photographer naming the client',
            'booking_reminder 2 → client naming the photographer',
            'booking_reminder 2 → photographer naming the client',
          ]);
        }
      } finally {
        for (const server of servers) await server.close();
      }
    },
  );
});
