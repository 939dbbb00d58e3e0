import { createHash, randomBytes } from 'node:crypto';
import { newId, nowIso } from '@tasbir/db';
import { expect } from 'vitest';
import { bookingIn, bookingFields, daysFromToday, newAdmin, newParties, pendingBooking } from './bookings.fixtures.js';
import { grantCredits } from './economy.factories.js';
import { payFully, startPayment } from './payments.fixtures.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import type { Reply, TestApp } from './harness.js';
import { dataUrl, insertPhotos, photoBytes, setPlan, videoBytes, type FilePart } from './media.fixtures.js';

/** The columns of an account no request may set by sending them along. */
export type Guarded = {
  role: string;
  credits: number;
  verified: number;
  subscription_plan: string;
  subscription_expires_at: string | null;
  suspended: number;
  token_version: number;
};

/** A valid request for one mutation, and what it may legitimately change. */
export type Prepared = {
  /** Who sends it; a visitor when absent. */
  as?: NewUser;
  params?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Sent as multipart/form-data instead of JSON; the extras travel as text fields. */
  upload?: { fields: Record<string, string>; file: FilePart };
  /** Accounts compared before and after, besides the sender and the victim. */
  watch?: Record<string, string>;
  /** What the call is for, by watched name (`sender`, `victim`, or a name of `watch`); everything else stays. */
  changes?: Record<string, Partial<Guarded>>;
  /** How many of what it creates an account owns: the sender's count grows by one, the victim's by none. */
  owned?: (t: TestApp, accountId: string) => Promise<number>;
  /** Checks what the comparison of accounts cannot see. */
  after?: (t: TestApp, reply: Reply) => Promise<void>;
};

type Prepare = (t: TestApp, victim: NewUser) => Promise<Prepared>;

const count = async (rows: Promise<{ n: string | number | bigint }>) => Number((await rows).n);
const photosOf = (t: TestApp, id: string) =>
  count(
    t.db
      .selectFrom('photos')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('photographer_id', '=', id)
      .executeTakeFirstOrThrow(),
  );
const reelsOf = (t: TestApp, id: string) =>
  count(
    t.db
      .selectFrom('reels')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('photographer_id', '=', id)
      .executeTakeFirstOrThrow(),
  );

let sequence = 0;
/** A reel row straight into the database (no files), for the calls about an existing reel. */
export async function insertReel(t: TestApp, photographerId: string): Promise<string> {
  sequence += 1;
  const id = newId();
  const key = `${'c'.repeat(60)}${String(sequence).padStart(4, '0')}`;
  await t.db
    .insertInto('reels')
    .values({
      id,
      photographer_id: photographerId,
      title: `Reel ${sequence}`,
      description: null,
      category: 'General',
      location: null,
      video_key: `${key}.mp4`,
      video_type: 'video/mp4',
      poster_key: null,
      width: 180,
      height: 320,
      created_at: nowIso(),
    })
    .execute();
  return id;
}

const jpegReceipt = async () => dataUrl(await photoBytes('jpeg', 70 + (sequence += 1), 50));
const photoId = async (t: TestApp, owner: NewUser) => (await insertPhotos(t, owner.user.id, 1))[0] ?? '';
const creditRequest = async (t: TestApp, requester: NewUser) =>
  (
    await t.call<{ id: string }>('POST', '/api/credits/request', {
      token: requester.access_token,
      body: { amount: 500, payment_method: 'esewa', receipt_image: await jpegReceipt() },
    })
  ).body.id;
const planRequest = async (t: TestApp, requester: NewUser) =>
  (
    await t.call<{ id: string }>('POST', '/api/subscription/upgrade', {
      token: requester.access_token,
      body: { plan: 'gold', payment_method: 'bank_transfer', payment_proof: await jpegReceipt() },
    })
  ).body.id;
async function notificationId(t: TestApp, owner: NewUser): Promise<string> {
  const id = newId();
  await t.db
    .insertInto('notifications')
    .values({
      id,
      user_id: owner.user.id,
      kind: 'gift_received',
      subject_id: null,
      actor_id: null,
      params: '{}',
      created_at: nowIso(),
      read_at: null,
    })
    .execute();
  return id;
}
const bookingStep = async (t: TestApp, status: 'pending' | 'accepted', step: 'requester' | 'photographer') => {
  const parties = await newParties(t);
  const booking = status === 'pending' ? await pendingBooking(t, parties) : await bookingIn(t, 'accepted', parties);
  return { as: parties[step], params: { id: booking.id }, parties, booking };
};
/** A photographer on the gold plan: uploads need a paid plan. */
async function uploader(t: TestApp): Promise<NewUser> {
  const account = await newPhotographer(t);
  await setPlan(t, account.user.id, 'gold');
  return account;
}
const photo = (title: string) => ({ title, description: 'Evening kora', category: 'Travel', location: 'Kathmandu' });
const reel = (title: string) => ({ title, description: 'Karnali in autumn', category: 'nature', location: 'Mugu' });

/** The account a registration made, as stored. */
async function expectFreshAccount(t: TestApp, email: string, victim: string): Promise<void> {
  const row = await t.db
    .selectFrom('users')
    .select([
      'id',
      'role',
      'credits',
      'verified',
      'subscription_plan',
      'subscription_expires_at',
      'suspended',
      'token_version',
    ])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  expect(row.id).not.toBe(victim);
  expect({
    ...row,
    id: undefined,
    credits: Number(row.credits),
    verified: Number(row.verified),
    suspended: Number(row.suspended),
    token_version: Number(row.token_version),
  }).toEqual({
    id: undefined,
    role: 'user',
    credits: 0,
    verified: 0,
    subscription_plan: 'free',
    subscription_expires_at: null,
    suspended: 0,
    token_version: 0,
  });
}

/** A valid request for each mutation row, by `METHOD path` as the REST table names it. */
export const preparations: Record<string, Prepare> = {
  'POST /register': async (t, victim) => {
    const email = `mass${(sequence += 1)}${Date.now()}@example.com`;
    // No role of its own: the extra `role: 'admin'` is the one it reads, and must become a plain user.
    return {
      body: { username: `mass_${sequence}_${Date.now().toString(36)}`, email, password: 'correct horse battery' },
      after: () => expectFreshAccount(t, email, victim.user.id),
    };
  },
  'POST /login': async (t) => {
    const account = await newUser(t);
    return { body: { email: account.email, password: account.password }, watch: { account: account.user.id } };
  },
  'POST /forgot-password': async (t) => {
    const account = await newUser(t);
    return { body: { email: account.email }, watch: { account: account.user.id } };
  },
  'POST /reset-password': async (t) => {
    const account = await newUser(t);
    const token = randomBytes(32).toString('base64url');
    const tokenHash = createHash('sha256').update(token).digest('hex');
    await t.db
      .insertInto('password_reset_tokens')
      .values({
        token_hash: tokenHash,
        user_id: account.user.id,
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        used_at: null,
        created_at: nowIso(),
      })
      .execute();
    // A reset is there to end the old sessions: the account's token version goes up by one.
    return {
      body: { token, password: 'a brand new secret' },
      watch: { account: account.user.id },
      changes: { account: { token_version: 1 } },
    };
  },
  'PUT /profile': async (t) => ({
    as: await newPhotographer(t),
    body: { bio: 'Weddings in Pokhara', city: 'Pokhara', district: 'Kaski' },
  }),
  'POST /profile/picture': async (t) => ({
    as: await newUser(t),
    body: { picture: dataUrl(await photoBytes('png', 90, 60), 'image/png') },
  }),
  'DELETE /profile/picture': async (t) => ({ as: await newUser(t) }),
  'POST /portfolio': async (t) => ({
    as: await newPhotographer(t),
    body: { specializations: ['Event'], pricing_range: '5000-15000', services: ['Photo Booth'] },
  }),
  'POST /reviews': async (t) => {
    const photographer = await newPhotographer(t);
    const reviewsOf = (db: TestApp, id: string) =>
      count(
        db.db
          .selectFrom('reviews')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', id)
          .executeTakeFirstOrThrow(),
      );
    const unverified = async (db: TestApp) =>
      expect(
        (
          await db.db
            .selectFrom('reviews')
            .select('verified')
            .where('photographer_id', '=', photographer.user.id)
            .execute()
        ).map((row) => Number(row.verified)),
      ).toEqual([0]);
    return {
      as: await newUser(t),
      body: { photographer_id: photographer.user.id, rating: 4, comment: 'Lovely pasni photos' },
      watch: { photographer: photographer.user.id },
      owned: reviewsOf,
      after: unverified,
    };
  },
  'POST /photos': async (t) => ({
    as: await uploader(t),
    body: { ...photo('Boudhanath'), image_data: dataUrl(await photoBytes('jpeg', 320, 214)) },
    owned: photosOf,
  }),
  'POST /photos/upload': async (t) => ({
    as: await uploader(t),
    upload: {
      fields: photo('Phewa at dawn'),
      file: {
        bytes: await photoBytes('jpeg', 321, 214),
        filename: 'photo.jpg',
        type: 'image/jpeg',
        field: 'image_data',
      },
    },
    owned: photosOf,
  }),
  'DELETE /photos/:id': async (t) => {
    const owner = await newPhotographer(t);
    return { as: owner, params: { id: await photoId(t, owner) } };
  },
  'POST /photos/:id/like': async (t) => ({
    as: await newUser(t),
    params: { id: await photoId(t, await newPhotographer(t)) },
  }),
  'POST /photos/:id/view': async (t) => ({
    as: await newUser(t),
    params: { id: await photoId(t, await newPhotographer(t)) },
  }),
  'POST /reels': async (t) => ({
    as: await uploader(t),
    body: { ...reel('Rara lake'), video_data: dataUrl(videoBytes('mp4'), 'video/mp4') },
    owned: reelsOf,
  }),
  'POST /reels/upload': async (t) => ({
    as: await uploader(t),
    upload: {
      fields: reel('Sarangkot sunrise'),
      file: { bytes: videoBytes('mp4'), filename: 'clip.mp4', type: 'video/mp4', field: 'video_data' },
    },
    owned: reelsOf,
  }),
  'DELETE /reels/:id': async (t) => {
    const owner = await newPhotographer(t);
    return { as: owner, params: { id: await insertReel(t, owner.user.id) } };
  },
  'POST /reels/:id/like': async (t) => ({
    as: await newUser(t),
    params: { id: await insertReel(t, (await newPhotographer(t)).user.id) },
  }),
  'POST /reels/:id/view': async (t) => ({
    as: await newUser(t),
    params: { id: await insertReel(t, (await newPhotographer(t)).user.id) },
  }),
  'POST /reels/:id/share': async (t) => ({
    as: await newUser(t),
    params: { id: await insertReel(t, (await newPhotographer(t)).user.id) },
  }),
  'POST /reels/:id/comment': async (t) => {
    const id = await insertReel(t, (await newPhotographer(t)).user.id);
    const commentsOf = (db: TestApp, account: string) =>
      count(
        db.db
          .selectFrom('reel_comments')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', account)
          .where('reel_id', '=', id)
          .executeTakeFirstOrThrow(),
      );
    return { as: await newUser(t), params: { id }, body: { comment_text: 'Ramro!' }, owned: commentsOf };
  },
  // Test only: its purpose is the caller's plan, named `plan`; `subscription_plan: 'royal'` must not win over it.
  'POST /test/set-subscription': async (t) => ({
    as: await newPhotographer(t),
    body: { plan: 'gold' },
    changes: { sender: { subscription_plan: 'gold', subscription_expires_at: expect.stringMatching(/^\d{4}-/) } },
  }),
  'POST /gifts/purchase': async (t) => {
    const fan = await newUser(t);
    await grantCredits(t, fan.user.id, 600);
    const photographer = await newPhotographer(t);
    const sent = (db: TestApp, account: string) =>
      count(
        db.db
          .selectFrom('gift_transactions')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('sender_id', '=', account)
          .executeTakeFirstOrThrow(),
      );
    // A 500-credit gift: the sender pays 500, a photographer on the free plan receives half.
    return {
      as: fan,
      body: { recipient_id: photographer.user.id, gift_type: 'dhaka_topi', message: 'Dherai ramro!' },
      watch: { photographer: photographer.user.id },
      changes: { sender: { credits: 100 }, photographer: { credits: 250 } },
      owned: sent,
    };
  },
  'POST /subscription/upgrade': async (t) => {
    const asked = (db: TestApp, account: string) =>
      count(
        db.db
          .selectFrom('subscription_requests')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', account)
          .where('plan', '=', 'gold')
          .executeTakeFirstOrThrow(),
      );
    return {
      as: await newPhotographer(t),
      body: { plan: 'gold', payment_method: 'bank_transfer', payment_proof: await jpegReceipt() },
      owned: asked,
    };
  },
  // Its purpose is the requester's plan, the one asked for (gold), not the `subscription_plan` sent along.
  'POST /subscription/approve/:id': async (t) => {
    const requester = await newPhotographer(t);
    return {
      as: await newAdmin(t),
      params: { id: await planRequest(t, requester) },
      watch: { requester: requester.user.id },
      changes: { requester: { subscription_plan: 'gold', subscription_expires_at: expect.stringMatching(/^\d{4}-/) } },
    };
  },
  'POST /subscription/reject/:id': async (t) => {
    const requester = await newPhotographer(t);
    return {
      as: await newAdmin(t),
      params: { id: await planRequest(t, requester) },
      watch: { requester: requester.user.id },
    };
  },
  'POST /credits/request': async (t) => {
    const asked = (db: TestApp, account: string) =>
      count(
        db.db
          .selectFrom('credit_requests')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', account)
          .where('amount', '=', 500)
          .executeTakeFirstOrThrow(),
      );
    return {
      as: await newUser(t),
      body: { amount: 500, payment_method: 'esewa', receipt_image: await jpegReceipt() },
      owned: asked,
    };
  },
  // Approving adds the amount asked for (500), not the `credits` sent along.
  'PUT /admin/credits/requests/:id': async (t) => {
    const requester = await newUser(t);
    return {
      as: await newAdmin(t),
      params: { id: await creditRequest(t, requester) },
      body: { status: 'approved', admin_note: 'Receipt checked' },
      watch: { requester: requester.user.id },
      changes: { requester: { credits: 500 } },
    };
  },
  'DELETE /admin/credits/requests/:id': async (t) => {
    const requester = await newUser(t);
    return {
      as: await newAdmin(t),
      params: { id: await creditRequest(t, requester) },
      watch: { requester: requester.user.id },
    };
  },
  ...adminOnUser('verify', { verified: 1 }),
  ...adminOnUser('unverify', { verified: 0 }, { verified: 1 }),
  ...adminOnUser('suspend', { suspended: 1 }),
  ...adminOnUser('activate', { suspended: 0 }, { suspended: 1 }),
  // Named fields (`?credits=5`, `?role=photographer`, `?plan=gold`) are these rows' purpose; the extras are not.
  ...adminOnUser('credits', { credits: 5 }, {}, 'POST', { credits: '5' }),
  // A role other than admin ends the account's sessions: its token version moves on by one, never to the 42 sent along.
  ...adminOnUser('role', { role: 'photographer', token_version: 1 }, {}, 'PUT', { role: 'photographer' }),
  ...adminOnUser(
    'subscription',
    { subscription_plan: 'gold', subscription_expires_at: expect.stringMatching(/^\d{4}-/) },
    {},
    'PUT',
    { plan: 'gold' },
  ),
  'PUT /admin/users/:id': async (t) => {
    const target = await newUser(t);
    return {
      as: await newAdmin(t),
      params: { id: target.user.id },
      body: { username: `renamed_${(sequence += 1)}_${Date.now().toString(36)}` },
      watch: { target: target.user.id },
    };
  },
  'DELETE /admin/users/:id': async (t) => ({ as: await newAdmin(t), params: { id: (await newUser(t)).user.id } }),
  'DELETE /admin/content/photos/all': async (t) => ({ as: await newAdmin(t) }),
  'DELETE /admin/content/reels/all': async (t) => ({ as: await newAdmin(t) }),
  'DELETE /admin/content/photo/:id': async (t) => ({
    as: await newAdmin(t),
    params: { id: await photoId(t, await newPhotographer(t)) },
  }),
  'DELETE /admin/content/reel/:id': async (t) => ({
    as: await newAdmin(t),
    params: { id: await insertReel(t, (await newPhotographer(t)).user.id) },
  }),
  'POST /chat/send': async (t) => {
    const photographer = await newPhotographer(t);
    const sent = (db: TestApp, account: string) =>
      count(
        db.db
          .selectFrom('chat_messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('sender_id', '=', account)
          .executeTakeFirstOrThrow(),
      );
    return {
      as: await newUser(t),
      body: { recipient_id: photographer.user.id, message: 'Namaste, are you free in March?', message_type: 'text' },
      watch: { photographer: photographer.user.id },
      owned: sent,
    };
  },
  'POST /chat/typing': async (t) => ({
    as: await newUser(t),
    body: { recipient_id: (await newPhotographer(t)).user.id },
  }),
  'POST /notifications/read-all': async (t) => {
    const owner = await newUser(t);
    await notificationId(t, owner);
    return { as: owner };
  },
  'POST /notifications/:id/read': async (t) => {
    const owner = await newUser(t);
    return { as: owner, params: { id: await notificationId(t, owner) } };
  },
  'POST /bookings': async (t) => {
    const photographer = await newPhotographer(t);
    const booked = (db: TestApp, account: string) =>
      count(
        db.db
          .selectFrom('bookings')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', account)
          .executeTakeFirstOrThrow(),
      );
    return {
      as: await newUser(t),
      body: bookingFields(photographer.user.id),
      watch: { photographer: photographer.user.id },
      owned: booked,
    };
  },
  'POST /bookings/:id/accept': async (t) => bookingStep(t, 'pending', 'photographer'),
  'POST /bookings/:id/decline': async (t) => bookingStep(t, 'pending', 'photographer'),
  'POST /bookings/:id/cancel': async (t) => bookingStep(t, 'pending', 'requester'),
  'POST /bookings/:id/complete': async (t) => {
    const step = await bookingStep(t, 'accepted', 'photographer');
    await t.db
      .updateTable('bookings')
      .set({ event_date: daysFromToday(-1) })
      .where('id', '=', step.booking.id)
      .execute();
    return step;
  },
  'PUT /bookings/availability/:date': async (t) => ({
    as: await newPhotographer(t),
    params: { date: daysFromToday(45) },
    body: { available: false },
  }),
  // A payment starts for the 500 credits asked for; nothing is credited until the provider confirms it.
  'POST /payments': async (t) => {
    const started = (db: TestApp, account: string) =>
      count(
        db.db
          .selectFrom('payments')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', account)
          .executeTakeFirstOrThrow(),
      );
    return { as: await newUser(t), body: { purpose: 'credits', credits: 500, provider: 'esewa' }, owned: started };
  },
  'POST /payments/:id/check': async (t) => {
    const payer = await newUser(t);
    return {
      as: payer,
      params: {
        id: (await startPayment(t, payer, { purpose: 'credits', credits: 500, provider: 'khalti' })).payment.id,
      },
    };
  },
  // A refund takes back the 500 credits the payment bought, nothing more.
  'POST /admin/payments/:id/refund': async (t) => {
    const payer = await newUser(t);
    const { created } = await payFully(t, payer, { purpose: 'credits', credits: 500, provider: 'esewa' });
    return {
      as: await newAdmin(t),
      params: { id: created.payment.id },
      body: { reference: 'ESW-REFUND-1' },
      watch: { payer: payer.user.id },
      changes: { payer: { credits: 0 } },
    };
  },
  // A payout takes the 1,000 credits asked for from the balance, not the `credits` sent along (it is the field's name here too).
  'POST /payouts': async (t) => {
    const photographer = await newPhotographer(t);
    await grantCredits(t, photographer.user.id, 1500);
    const asked = (db: TestApp, account: string) =>
      count(
        db.db
          .selectFrom('payouts')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('photographer_id', '=', account)
          .executeTakeFirstOrThrow(),
      );
    return {
      as: photographer,
      body: { credits: 1000, method: 'esewa', account_name: 'Sita Gurung', account_number: '9812345678' },
      changes: { sender: { credits: 500 } },
      owned: asked,
    };
  },
  'POST /admin/payouts/:id/paid': async (t) => {
    const photographer = await newPhotographer(t);
    return {
      as: await newAdmin(t),
      params: { id: await heldPayout(t, photographer) },
      body: { reference: 'ESW-TRANSFER-1' },
      watch: { photographer: photographer.user.id },
    };
  },
  // Rejecting gives back the 1,000 credits held, nothing more.
  'POST /admin/payouts/:id/reject': async (t) => {
    const photographer = await newPhotographer(t);
    return {
      as: await newAdmin(t),
      params: { id: await heldPayout(t, photographer) },
      body: { note: 'The account name does not match' },
      watch: { photographer: photographer.user.id },
      changes: { photographer: { credits: 1500 } },
    };
  },
};

/** A payout of 1,000 of the photographer's 1,500 credits, held for an admin. */
async function heldPayout(t: TestApp, photographer: NewUser): Promise<string> {
  await grantCredits(t, photographer.user.id, 1500);
  const reply = await t.call<{ id: string }>('POST', '/api/payouts', {
    token: photographer.access_token,
    body: { credits: 1000, method: 'khalti', account_name: 'Sita Gurung', account_number: '9812345678' },
  });
  return reply.body.id;
}

/** An admin's call on `/admin/users/:id/<verb>`: what it is for, on a target that starts as `initially`. */
function adminOnUser(
  verb: string,
  purpose: Partial<Guarded>,
  initially: { verified?: number; suspended?: number } = {},
  method = 'POST',
  query: Record<string, string> = {},
): Record<string, Prepare> {
  const prepare: Prepare = async (t) => {
    const target = await newUser(t);
    if (Object.keys(initially).length > 0)
      await t.db.updateTable('users').set(initially).where('id', '=', target.user.id).execute();
    return {
      as: await newAdmin(t),
      params: { id: target.user.id },
      body: query,
      watch: { target: target.user.id },
      changes: { target: purpose },
    };
  };
  return { [`${method} /admin/users/:id/${verb}`]: prepare };
}
