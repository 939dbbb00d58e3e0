import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { restTable } from '../src/app/restTable.js';
import { appRouter } from '../src/app/appRouter.js';
import { newUser } from './factories.js';
import { startTestApp, type Reply, type TestApp } from './harness.js';
import { accountPreparations } from './hardening.massAssignment.accounts.js';
import { bookingPreparations } from './hardening.massAssignment.bookings.js';
import type { Guarded, Prepare, Prepared } from './hardening.massAssignment.fixtures.js';
import { galleryPreparations } from './hardening.massAssignment.galleries.js';
import { mediaPreparations } from './hardening.massAssignment.media.js';
import { moneyPreparations } from './hardening.massAssignment.money.js';
import { blockPreparations } from './hardening.massAssignment.blocks.js';
import { multipartBody } from './media.fixtures.js';

/**
 * Mass assignment (issue 13): every mutation, sent as a valid request with extra `role`, `credits`,
 * `verified`, `subscription_plan`, `user_id`… fields, changes none of them, on the sender or on the
 * account the extras name. The rows come from the REST table and the procedures from the app router,
 * so a new mutation fails the coverage test until it has a valid request in the fixtures.
 */
const key = (row: { method: string; path: string }) => `${row.method} ${row.path}`;
const mutationRows = restTable.filter((row) => row.method !== 'GET');

/** A valid request for each mutation row, by `METHOD path` as the REST table names it. */
const preparations: Record<string, Prepare> = {
  ...accountPreparations,
  ...mediaPreparations,
  ...moneyPreparations,
  ...bookingPreparations,
  ...galleryPreparations,
  ...blockPreparations,
};

/**
 * The rows whose purpose is to set one of the guarded fields through a field of their own (or as the
 * accounting of what they do); their fixtures say what they change, and the extras must change nothing else.
 */
const rowsThatSetGuardedFields = new Set([
  'POST /reset-password', // raises the account's token version: old sessions end
  'POST /test/set-subscription', // the caller's plan, named `plan` (test builds only)
  'POST /gifts/purchase', // moves the gift's value from the sender to the photographer
  'POST /subscription/approve/:id', // the requester's plan, the one asked for
  'PUT /admin/credits/requests/:id', // the requester's balance, by the amount asked for
  'POST /admin/users/:id/verify',
  'POST /admin/users/:id/unverify',
  'POST /admin/users/:id/suspend',
  'POST /admin/users/:id/activate',
  'POST /admin/users/:id/credits', // `?credits=`
  'PUT /admin/users/:id/role', // `?role=`
  'PUT /admin/users/:id/subscription', // `?plan=`
  'POST /admin/payments/:id/refund', // takes back the credits the payment bought
  'POST /payouts', // holds the payout's own `credits` (the body's field of that name), taken from the balance
  'POST /admin/payouts/:id/reject', // gives the held credits back to the photographer
  'POST /bookings/:id/pay-advance', // moves the advance from the client's credits to the booking's hold
  'POST /bookings/:id/pay-balance', // moves the balance from the client's credits to the photographer
  'POST /admin/bookings/:id/settle', // pays the held advance out to the client and the photographer
]);

/** The fields sent along with every request; `id` and `user_id` name another account. */
function extrasNaming(victimId: string): Record<string, string | number | boolean> {
  // `suspended: true` rather than false: a sender cannot be suspended, so only true would show if taken.
  return {
    role: 'admin',
    credits: 999999,
    verified: true,
    subscription_plan: 'royal',
    subscription_active: true,
    subscription_expires_at: '2099-12-31T00:00:00.000Z',
    user_id: victimId,
    token_version: 42,
    suspended: true,
    id: victimId,
  };
}
const asText = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ENABLE_TEST_ROUTES: '1' });
});
afterAll(() => t.close());

async function guardedOf(accounts: Record<string, string>): Promise<Record<string, Guarded>> {
  const seen: Record<string, Guarded> = {};
  for (const [name, id] of Object.entries(accounts)) {
    const row = await t.db
      .selectFrom('users')
      .select([
        'role',
        'credits',
        'verified',
        'subscription_plan',
        'subscription_expires_at',
        'suspended',
        'token_version',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    seen[name] = {
      ...row,
      credits: Number(row.credits),
      verified: Number(row.verified),
      suspended: Number(row.suspended),
      token_version: Number(row.token_version),
    };
  }
  return seen;
}

/** Sends the prepared request with the extras in the body (or the form) and in the query string. */
async function send(
  row: (typeof mutationRows)[number],
  prepared: Prepared,
  extras: Record<string, unknown>,
): Promise<Reply> {
  const path = row.path.replace(/:(\w+)/g, (_, name: string) => prepared.params?.[name] ?? '');
  const query = new URLSearchParams(asText({ ...extras, ...(row.queryInput ? prepared.body : {}) }));
  const url = `/api${path}?${query}`;
  const token = prepared.as?.access_token;
  if (!prepared.upload)
    return t.call(row.method, url, { token, body: { ...extras, ...prepared.body }, headers: prepared.headers });
  const { payload, contentType } = await multipartBody(
    asText({ ...extras, ...prepared.upload.fields }),
    prepared.upload.file,
  );
  const response = await t.app.inject({
    method: row.method,
    url,
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('mass assignment', () => {
  it('has a valid request for every mutation row of the REST table, and no other', () => {
    expect(Object.keys(preparations).sort()).toEqual(mutationRows.map(key).sort());
    expect(mutationRows.length).toBeGreaterThanOrEqual(50);
    for (const special of rowsThatSetGuardedFields) expect(mutationRows.map(key), special).toContain(special);
  });

  it.each(mutationRows.map((row) => ({ row, name: key(row) })))(
    '$name with extra role, credits, verified, plan and user_id fields changes none of them',
    async ({ row, name }) => {
      const prepare = preparations[name];
      if (!prepare) throw new Error(`no valid request for ${name}`);
      const victim = await newUser(t);
      const prepared = await prepare(t, victim);
      const sender = prepared.as;
      if (prepared.changes)
        expect(rowsThatSetGuardedFields, `${name} changes guarded fields without being listed`).toContain(name);
      const watched = { victim: victim.user.id, ...(sender ? { sender: sender.user.id } : {}), ...prepared.watch };
      const before = await guardedOf(watched);
      const ownedBefore =
        prepared.owned && sender
          ? [await prepared.owned(t, sender.user.id), await prepared.owned(t, victim.user.id)]
          : undefined;

      const reply = await send(row, prepared, extrasNaming(victim.user.id));
      expect(reply.status, JSON.stringify(reply.body)).toBe(row.status);

      const expected = Object.fromEntries(
        Object.entries(before).map(([who, fields]) => [who, { ...fields, ...prepared.changes?.[who] }]),
      );
      expect(await guardedOf(watched)).toEqual(expected);
      if (prepared.owned && sender && ownedBefore) {
        const [senderOwned = 0, victimOwned = 0] = ownedBefore;
        expect(
          { sender: await prepared.owned(t, sender.user.id), victim: await prepared.owned(t, victim.user.id) },
          'what it created belongs to the sender',
        ).toEqual({ sender: senderOwned + 1, victim: victimOwned });
      }
      await prepared.after?.(t, reply);
    },
  );
});

/** Every tRPC mutation and the REST row that reaches it (uploads reach `photos.create` and `reels.create` too). */
const restRowOf: Record<string, string> = {
  'auth.register': 'POST /register',
  'auth.login': 'POST /login',
  'auth.forgotPassword': 'POST /forgot-password',
  'auth.resetPassword': 'POST /reset-password',
  'auth.updateProfile': 'PUT /profile',
  'auth.uploadPicture': 'POST /profile/picture',
  'auth.removePicture': 'DELETE /profile/picture',
  'portfolio.save': 'POST /portfolio',
  'reviews.create': 'POST /reviews',
  'photos.create': 'POST /photos',
  'photos.like': 'POST /photos/:id/like',
  'photos.view': 'POST /photos/:id/view',
  'photos.remove': 'DELETE /photos/:id',
  'reels.create': 'POST /reels',
  'reels.like': 'POST /reels/:id/like',
  'reels.view': 'POST /reels/:id/view',
  'reels.share': 'POST /reels/:id/share',
  'reels.comment': 'POST /reels/:id/comment',
  'reels.remove': 'DELETE /reels/:id',
  'testing.setSubscription': 'POST /test/set-subscription',
  'testing.moveBookingDate': 'POST /test/move-booking-date',
  'gifts.purchase': 'POST /gifts/purchase',
  'subscription.upgrade': 'POST /subscription/upgrade',
  'subscription.approve': 'POST /subscription/approve/:id',
  'subscription.reject': 'POST /subscription/reject/:id',
  'credits.request': 'POST /credits/request',
  'credits.process': 'PUT /admin/credits/requests/:id',
  'credits.remove': 'DELETE /admin/credits/requests/:id',
  'payments.create': 'POST /payments',
  'payments.check': 'POST /payments/:id/check',
  'payments.refund': 'POST /admin/payments/:id/refund',
  'payouts.request': 'POST /payouts',
  'payouts.markPaid': 'POST /admin/payouts/:id/paid',
  'payouts.reject': 'POST /admin/payouts/:id/reject',
  'moderation.removePhoto': 'DELETE /admin/content/photo/:id',
  'moderation.removeReel': 'DELETE /admin/content/reel/:id',
  'moderation.removeAllPhotos': 'DELETE /admin/content/photos/all',
  'moderation.removeAllReels': 'DELETE /admin/content/reels/all',
  'adminUsers.verify': 'POST /admin/users/:id/verify',
  'adminUsers.unverify': 'POST /admin/users/:id/unverify',
  'adminUsers.suspend': 'POST /admin/users/:id/suspend',
  'adminUsers.activate': 'POST /admin/users/:id/activate',
  'adminUsers.grantCredits': 'POST /admin/users/:id/credits',
  'adminUsers.rename': 'PUT /admin/users/:id',
  'adminUsers.setRole': 'PUT /admin/users/:id/role',
  'adminUsers.setPlan': 'PUT /admin/users/:id/subscription',
  'adminUsers.remove': 'DELETE /admin/users/:id',
  'chat.send': 'POST /chat/send',
  'chat.typing': 'POST /chat/typing',
  'notifications.markRead': 'POST /notifications/:id/read',
  'notifications.markAllRead': 'POST /notifications/read-all',
  'bookings.create': 'POST /bookings',
  'bookings.accept': 'POST /bookings/:id/accept',
  'bookings.decline': 'POST /bookings/:id/decline',
  'bookings.cancel': 'POST /bookings/:id/cancel',
  'bookings.complete': 'POST /bookings/:id/complete',
  'bookings.payAdvance': 'POST /bookings/:id/pay-advance',
  'bookings.payBalance': 'POST /bookings/:id/pay-balance',
  'bookings.markBalancePaid': 'POST /bookings/:id/balance-paid',
  'bookings.settle': 'POST /admin/bookings/:id/settle',
  'bookings.setAvailability': 'PUT /bookings/availability/:date',
  'bookingPolicies.update': 'PUT /photographer/booking-policy',
  'galleries.create': 'POST /galleries',
  'galleries.update': 'PUT /galleries/:id',
  'galleries.remove': 'DELETE /galleries/:id',
  'galleries.reissueToken': 'POST /galleries/:id/token',
  'galleries.resetPin': 'POST /galleries/:id/pin',
  'galleries.emailLink': 'POST /galleries/:id/email',
  'galleryVisits.unlock': 'POST /g/:token/unlock',
  'galleryVisits.addVisitor': 'POST /g/:token/visitor',
  'galleryVisits.pick': 'PUT /g/:token/picks/:photo_id',
  'galleryVisits.unpick': 'DELETE /g/:token/picks/:photo_id',
  'galleryVisits.sendSelection': 'POST /g/:token/selection',
  'galleryVisits.checkDownload': 'POST /g/:token/download-check',
  'galleryPhotos.remove': 'DELETE /galleries/:id/photos/:photo_id',
  'galleryPhotos.updateWatermark': 'PUT /galleries/watermark',
  'galleryPhotos.uploadWatermarkLogo': 'POST /galleries/watermark/logo',
  'galleryPhotos.removeWatermarkLogo': 'DELETE /galleries/watermark/logo',
  'reviews.reply': 'POST /reviews/:id/reply',
  'blocks.block': 'POST /users/:id/block',
  'blocks.unblock': 'DELETE /users/:id/block',
};

type MutationFound = { path: string; inputs: unknown[] };
function isMutation(value: unknown): value is { _def: { type: 'mutation'; inputs: unknown[] } } {
  if ((typeof value !== 'function' && typeof value !== 'object') || value === null || !('_def' in value)) return false;
  const definition: unknown = value._def;
  return (
    typeof definition === 'object' &&
    definition !== null &&
    'type' in definition &&
    definition.type === 'mutation' &&
    'inputs' in definition &&
    Array.isArray(definition.inputs)
  );
}
function mutationsOf(record: object, prefix = ''): MutationFound[] {
  const entries: [string, unknown][] = Object.entries(record);
  return entries.flatMap(([name, value]) => {
    if (isMutation(value)) return [{ path: `${prefix}${name}`, inputs: value._def.inputs }];
    return typeof value === 'object' && value !== null && !('_def' in value && typeof value === 'function')
      ? mutationsOf(value, `${prefix}${name}.`)
      : [];
  });
}
const mutations = mutationsOf(appRouter._def.record);

describe('mass assignment over tRPC', () => {
  it('knows the REST row of every mutation procedure, and the rows exist', () => {
    expect(mutations.map((mutation) => mutation.path).sort()).toEqual(Object.keys(restRowOf).sort());
    for (const row of Object.values(restRowOf)) expect(mutationRows.map(key)).toContain(row);
  });

  it.each(mutations)('$path reads none of the extra fields from its input', async ({ path, inputs }) => {
    const victim = await newUser(t);
    const prepare = preparations[restRowOf[path] ?? ''];
    if (!prepare) throw new Error(`no valid request for ${path}`);
    const prepared = await prepare(t, victim);
    const valid: Record<string, unknown> = { ...prepared.upload?.fields, ...prepared.body, ...prepared.params };
    const extras = extrasNaming(victim.user.id);
    const schemas = inputs.filter((schema) => schema instanceof z.ZodType);
    const parsed = schemas.map((schema) => schema.safeParse({ ...extras, ...valid }));
    expect(
      parsed.map((result) => result.success),
      `${path} reads its valid input`,
    ).not.toContain(false);
    for (const result of parsed) {
      const read = new Map(
        result.success && typeof result.data === 'object' && result.data !== null ? Object.entries(result.data) : [],
      );
      const taken = Object.entries(extras).filter(([name, value]) => !(name in valid) && read.get(name) === value);
      expect(
        taken.map(([name]) => name),
        `${path} takes extra fields`,
      ).toEqual([]);
    }
  });
});
