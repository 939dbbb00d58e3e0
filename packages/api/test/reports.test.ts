import { reportTargetTypes, type ReportTargetType } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from './admin.fixtures.js';
import { newAdmin } from './bookings.fixtures.js';
import { newPhotographer, newUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { insertPhotos } from './media.fixtures.js';
import { newTarget, report } from './reports.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const notFoundCodes: Record<ReportTargetType, [string, string]> = {
  photo: ['photoNotFound', 'Photo not found'],
  reel: ['reelNotFound', 'Reel not found'],
  comment: ['commentNotFound', 'Comment not found'],
  review: ['reviewNotFound', 'Review not found'],
  message: ['messageNotFound', 'Message not found'],
  user: ['userNotFound', 'User not found'],
};

describe('POST /api/reports', () => {
  it.each(reportTargetTypes)('takes a report of a %s and answers 201 with it', async (type) => {
    const reporter = await newUser(t);
    const target = await newTarget(t, type, reporter);
    const reply = await report(t, reporter, target, { reason: 'harassment', note: '  Not the first time.\r\n  ' });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      id: expect.any(String),
      target_type: type,
      target_id: target.id,
      reason: 'harassment',
      note: 'Not the first time.',
      status: 'open',
      created_at: expect.any(String),
    });
    const row = await t.db.selectFrom('reports').selectAll().where('id', '=', reply.body.id).executeTakeFirstOrThrow();
    expect(row.target_owner_id).toBe(target.owner.user.id);
  });

  it.each(['user', 'photographer', 'admin'] as const)('takes reports from a signed-in %s', async (role) => {
    const reporter = await newUser(t, { role });
    const target = await newTarget(t, 'photo');
    expect((await report(t, reporter, target)).status).toBe(201);
  });

  it('refuses a visitor with 401 and the spec’s sentence', async () => {
    const target = await newTarget(t, 'photo');
    expectRefusal(await report(t, null, target), 401, 'notAuthenticated', 'Please login to continue');
  });

  it.each(reportTargetTypes.filter((type) => type !== 'user'))('refuses reporting one’s own %s', async (type) => {
    const target = await newTarget(t, type);
    expectRefusal(await report(t, target.owner, target), 403, 'cannotReportOwn', 'You cannot report your own content');
  });

  it('refuses reporting oneself', async () => {
    const me = await newUser(t);
    expectRefusal(
      await report(t, me, { type: 'user', id: me.user.id }),
      403,
      'cannotReportSelf',
      'You cannot report yourself',
    );
  });

  it('lets only a party to the conversation report a message: anyone else hears it is not there', async () => {
    const recipient = await newUser(t);
    const target = await newTarget(t, 'message', recipient);
    const stranger = await newUser(t);
    const admin = await newAdmin(t);
    expectRefusal(await report(t, stranger, target), 404, 'messageNotFound', 'Message not found');
    expectRefusal(await report(t, admin, target), 404, 'messageNotFound', 'Message not found');
    expect((await report(t, recipient, target)).status).toBe(201);
  });

  it.each(reportTargetTypes)('answers an unknown %s with 404 in the spec’s words', async (type) => {
    const reporter = await newUser(t);
    const [code, detail] = notFoundCodes[type];
    expectRefusal(await report(t, reporter, { type, id: '0190ffff-0000-7000-8000-000000000000' }), 404, code, detail);
  });

  it('answers a suspended account as not there', async () => {
    const reporter = await newUser(t);
    const suspended = await newPhotographer(t);
    await t.db.updateTable('users').set({ suspended: 1 }).where('id', '=', suspended.user.id).execute();
    expectRefusal(
      await report(t, reporter, { type: 'user', id: suspended.user.id }),
      404,
      'userNotFound',
      'User not found',
    );
  });

  it('refuses a second open report of the same thing by the same reporter, but takes another reporter’s', async () => {
    const reporter = await newUser(t);
    const target = await newTarget(t, 'review');
    expect((await report(t, reporter, target)).status).toBe(201);
    expectRefusal(
      await report(t, reporter, target, { reason: 'scam' }),
      409,
      'reportAlreadyOpen',
      'You have already reported this. An admin will look at it soon.',
    );
    expect((await report(t, await newUser(t), target)).status).toBe(201);
  });

  it('stores one report when the same report is sent twice at once', async () => {
    const reporter = await newUser(t);
    const target = await newTarget(t, 'photo');
    const replies = await Promise.all(Array.from({ length: 4 }, () => report(t, reporter, target)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409, 409, 409]);
    const rows = await t.db.selectFrom('reports').select('id').where('target_id', '=', target.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses an unknown kind, an unknown reason, a missing target and a note over 500 characters', async () => {
    const reporter = await newUser(t);
    const target = await newTarget(t, 'photo');
    expect((await report(t, reporter, { type: 'gallery' as ReportTargetType, id: target.id })).body).toMatchObject({
      code: 'reportTargetTypeInvalid',
    });
    expect((await report(t, reporter, target, { reason: 'ugly' })).body).toMatchObject({ code: 'reportReasonInvalid' });
    expect((await report(t, reporter, { type: 'photo', id: '  ' })).body).toMatchObject({
      code: 'reportTargetRequired',
    });
    const long = await report(t, reporter, target, { note: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: 'reportNoteTooLong' });
    const fits = await report(t, reporter, target, { note: 'न'.repeat(500) });
    expect(fits.status).toBe(201);
  });

  it('cleans the note as other free text: control characters go, a blank note is none', async () => {
    const reporter = await newUser(t);
    const target = await newTarget(t, 'photo');
    const reply = await report(t, reporter, target, { note: '\u200b \u0007 ' });
    expect(reply.body).toMatchObject({ note: null });
  });

  it('answers in Nepali when asked', async () => {
    const target = await newTarget(t, 'photo');
    const reply = await t.call('POST', '/api/reports', {
      token: target.owner.access_token,
      headers: { 'accept-language': 'ne' },
      body: { target_type: 'photo', target_id: target.id, reason: 'spam' },
    });
    expect(reply.body).toMatchObject({ detail: 'तपाईं आफ्नै सामग्री रिपोर्ट गर्न सक्नुहुन्न' });
  });

  it('holds an account to 20 reports an hour (429 with Retry-After)', async () => {
    const reporter = await newUser(t);
    const photographer = await newPhotographer(t);
    const ids = await insertPhotos(t, photographer.user.id, 21);
    for (const id of ids.slice(0, 20)) expect((await report(t, reporter, { type: 'photo', id })).status).toBe(201);
    const refused = await report(t, reporter, { type: 'photo', id: ids[20] ?? '' });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await report(t, await newUser(t), { type: 'photo', id: ids[20] ?? '' })).status).toBe(201);
  });
});
