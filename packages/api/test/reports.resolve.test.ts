import type { AdminReport, Notification, Photo, ReportTargetType } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, expectRefusal, meStatus } from './admin.fixtures.js';
import { newAdmin, notificationsOf } from './bookings.fixtures.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { adminReports, newTarget, report, resolve, type Target } from './reports.fixtures.js';

let t: TestApp;
let admin: NewUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await newAdmin(t);
});
afterAll(() => t.close());

/** A target reported by `count` reporters; the reporters and the first report's id. */
async function reported(
  type: ReportTargetType,
  count = 1,
): Promise<{ target: Target; reporters: NewUser[]; id: string }> {
  const reporters = await Promise.all(Array.from({ length: count }, () => newUser(t)));
  const target = await newTarget(t, type, reporters[0]);
  // Only a party to a conversation reports its message: one reporter then.
  const ids: string[] = [];
  for (const reporter of type === 'message' ? reporters.slice(0, 1) : reporters)
    ids.push((await report(t, reporter, target)).body.id);
  return { target, reporters: type === 'message' ? reporters.slice(0, 1) : reporters, id: ids[0] ?? '' };
}

const reportNotices = async (account: NewUser): Promise<Notification[]> =>
  (await notificationsOf(t, account)).filter((notice) => notice.kind === 'report_resolved');

const stillThere: Record<Exclude<ReportTargetType, 'user'>, (id: string) => Promise<boolean>> = {
  photo: async (id) => !!(await t.db.selectFrom('photos').select('id').where('id', '=', id).executeTakeFirst()),
  reel: async (id) => !!(await t.db.selectFrom('reels').select('id').where('id', '=', id).executeTakeFirst()),
  comment: async (id) =>
    !!(await t.db.selectFrom('reel_comments').select('id').where('id', '=', id).executeTakeFirst()),
  review: async (id) => !!(await t.db.selectFrom('reviews').select('id').where('id', '=', id).executeTakeFirst()),
  message: async (id) =>
    !!(await t.db.selectFrom('chat_messages').select('id').where('id', '=', id).executeTakeFirst()),
};

describe('GET /api/admin/reports', () => {
  it('lists open reports newest first, each with the reporter, a preview of the target and its open reports', async () => {
    const { target, reporters, id } = await reported('comment', 2);
    const list = await adminReports(t, admin, '?limit=50');
    expect(list.status).toBe(200);
    const mine = list.body.filter((item) => item.target_id === target.id);
    expect(mine.map((item) => item.reporter.username)).toEqual(
      [...reporters].reverse().map((reporter) => reporter.user.username),
    );
    expect(mine.at(-1)).toMatchObject<Partial<AdminReport>>({
      id,
      status: 'open',
      reason: 'spam',
      open_reports: 2,
      resolution: null,
      target: {
        kind: 'comment',
        exists: true,
        excerpt: 'Buy followers at spam.example',
        thumb_url: null,
        owner_id: target.owner.user.id,
        owner_username: target.owner.user.username,
      },
    });
  });

  it('shows a photo’s thumbnail, and pages like the other admin lists', async () => {
    const { target } = await reported('photo');
    const first = await adminReports(t, admin, '?limit=1');
    expect(first.body).toHaveLength(1);
    expect(first.body[0]?.target).toMatchObject({
      kind: 'photo',
      exists: true,
      thumb_url: expect.stringMatching(/^\/api\/media\//),
    });
    expect(first.body[0]?.target_id).toBe(target.id);
    const cursor = first.headers['x-next-cursor'];
    expect(typeof cursor).toBe('string');
    const next = await adminReports(t, admin, `?limit=1&cursor=${String(cursor)}`);
    expect(next.body[0]?.id).not.toBe(first.body[0]?.id);
  });

  it('refuses an unknown status', async () => {
    expect((await adminReports(t, admin, '?status=closed')).body).toMatchObject({ code: 'reportStatusInvalid' });
  });

  it('is for admins: a visitor gets 401, a user or photographer 403, with the spec’s sentences', async () => {
    const visitor = await t.call('GET', '/api/admin/reports');
    expectRefusal(visitor, 401, 'notAuthenticated', 'Please login to continue');
    for (const account of [await newUser(t), await newPhotographer(t)]) {
      expectRefusal(await adminReports(t, account), 403, 'onlyAdmins', 'Only administrators can do this');
      expectRefusal(
        await resolve(t, account, '0190ffff-0000-7000-8000-000000000000', 'dismiss'),
        403,
        'onlyAdmins',
        'Only administrators can do this',
      );
    }
    const anonymous = await t.call('POST', '/api/admin/reports/x/resolve', { body: { action: 'dismiss', note: 'n' } });
    expectRefusal(anonymous, 401, 'notAuthenticated', 'Please login to continue');
  });
});

describe('POST /api/admin/reports/{id}/resolve', () => {
  it('dismisses: every open report on the target closes, the content stays, each reporter hears it', async () => {
    const { target, reporters, id } = await reported('photo', 3);
    const reply = await resolve(t, admin, id, 'dismiss', 'A landscape, nothing wrong');
    expect(reply.status).toBe(200);
    expect(reply.body.closed_reports).toBe(3);
    expect(reply.body.report).toMatchObject({
      status: 'resolved',
      resolution: 'dismiss',
      resolution_note: 'A landscape, nothing wrong',
      resolved_by_username: admin.user.username,
      open_reports: 0,
      target: { exists: true },
    });
    expect(await stillThere.photo(target.id)).toBe(true);
    const open = await t.db
      .selectFrom('reports')
      .select('id')
      .where('target_id', '=', target.id)
      .where('status', '=', 'open')
      .execute();
    expect(open).toEqual([]);
    for (const reporter of reporters)
      expect(await reportNotices(reporter)).toEqual([
        expect.objectContaining({ kind: 'report_resolved', params: { action: 'dismiss', target_type: 'photo' } }),
      ]);
    expect((await auditOf(t, admin, target.owner.user.id, 'report.resolved'))[0]).toMatchObject({
      action: 'report.resolved',
      target_type: 'report',
      target_id: id,
      details: { after: { action: 'dismiss', closed_reports: 3 } },
    });
    const resolved = await adminReports(t, admin, '?status=resolved&limit=50');
    expect(resolved.body.filter((item) => item.target_id === target.id)).toHaveLength(3);
  });

  it.each(['photo', 'reel', 'comment', 'review', 'message'] as const)(
    'removes a reported %s through its own delete',
    async (type) => {
      const { target, reporters, id } = await reported(type, 2);
      const reply = await resolve(t, admin, id, 'remove_content');
      expect(reply.status).toBe(200);
      expect(reply.body.report).toMatchObject({ resolution: 'remove_content', target: { exists: false } });
      expect(await stillThere[type](target.id)).toBe(false);
      for (const reporter of reporters)
        expect((await reportNotices(reporter)).map((notice) => notice.params.action)).toEqual(['remove_content']);
      expect(await auditOf(t, admin, target.owner.user.id, 'report.resolved')).toHaveLength(1);
    },
  );

  it('keeps counts right: a removed photo leaves the gallery and its photographer’s count', async () => {
    const { target, id } = await reported('photo');
    await resolve(t, admin, id, 'remove_content');
    expect((await t.call('GET', `/api/photos/${target.id}`)).status).toBe(404);
    const gallery = await t.call<Photo[]>('GET', '/api/photos?limit=50');
    expect(gallery.body.map((photo) => photo.id)).not.toContain(target.id);
    const owner = await t.db
      .selectFrom('users')
      .select('photo_count')
      .where('id', '=', target.owner.user.id)
      .executeTakeFirstOrThrow();
    expect(owner.photo_count).toBe(0);
    expect(await auditOf(t, admin, target.owner.user.id, 'photo.deleted')).toHaveLength(1);
  });

  it('keeps counts right: a removed comment is uncounted on its reel, a removed review leaves the rating', async () => {
    const comment = await reported('comment');
    const reelOf = await t.db
      .selectFrom('reel_comments')
      .select('reel_id')
      .where('id', '=', comment.target.id)
      .executeTakeFirstOrThrow();
    await resolve(t, admin, comment.id, 'remove_content');
    const reel = await t.db
      .selectFrom('reels')
      .select('comments_count')
      .where('id', '=', reelOf.reel_id)
      .executeTakeFirstOrThrow();
    expect(reel.comments_count).toBe(0);

    const review = await reported('review');
    const photographerId = (
      await t.db
        .selectFrom('reviews')
        .select('photographer_id')
        .where('id', '=', review.target.id)
        .executeTakeFirstOrThrow()
    ).photographer_id;
    await resolve(t, admin, review.id, 'remove_content');
    const photographer = await t.db
      .selectFrom('users')
      .select(['rating', 'total_ratings'])
      .where('id', '=', photographerId)
      .executeTakeFirstOrThrow();
    expect(photographer).toEqual({ rating: 0, total_ratings: 0 });
  });

  it('refuses to remove an account as content', async () => {
    const { target, id } = await reported('user');
    expectRefusal(
      await resolve(t, admin, id, 'remove_content'),
      400,
      'reportCannotRemoveUser',
      'An account is not content: suspend it, or delete it from the Users tab',
    );
    expect(await meStatus(t, target.owner)).toBe(200);
    expect(
      (await t.db.selectFrom('reports').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe('open');
  });

  it.each(['user', 'review'] as const)(
    'suspends the owner of a reported %s through the admin users path',
    async (type) => {
      const { target, reporters, id } = await reported(type, 2);
      const reply = await resolve(t, admin, id, 'suspend_user', 'Repeated harassment');
      expect(reply.status).toBe(200);
      expect(await meStatus(t, target.owner)).toBe(401);
      expect(await auditOf(t, admin, target.owner.user.id, 'user.suspended')).toHaveLength(1);
      for (const reporter of reporters)
        expect((await reportNotices(reporter)).map((notice) => notice.params.action)).toEqual(['suspend_user']);
    },
  );

  it('refuses suspending an admin as the users path does: not oneself', async () => {
    const reporter = await newUser(t);
    const sent = await report(t, reporter, { type: 'user', id: admin.user.id });
    expectRefusal(
      await resolve(t, admin, sent.body.id, 'suspend_user'),
      403,
      'cannotSuspendSelf',
      'You cannot suspend your own account',
    );
    expect(await meStatus(t, admin)).toBe(200);
    expect(
      (await t.db.selectFrom('reports').select('status').where('id', '=', sent.body.id).executeTakeFirstOrThrow())
        .status,
    ).toBe('open');
  });

  it('refuses resolving twice, and a second report on another target stays open', async () => {
    const { id } = await reported('reel');
    const other = await reported('reel');
    expect((await resolve(t, admin, id, 'dismiss')).status).toBe(200);
    expectRefusal(
      await resolve(t, admin, id, 'remove_content'),
      409,
      'reportAlreadyResolved',
      'This report has already been resolved',
    );
    expect(
      (await t.db.selectFrom('reports').select('status').where('id', '=', other.id).executeTakeFirstOrThrow()).status,
    ).toBe('open');
  });

  it('lets one of two admins resolving at once win: the other hears it is resolved, reporters hear once', async () => {
    const second = await newAdmin(t);
    const { reporters, id } = await reported('review', 2);
    const replies = await Promise.all([resolve(t, admin, id, 'dismiss'), resolve(t, second, id, 'dismiss')]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    for (const reporter of reporters) expect(await reportNotices(reporter)).toHaveLength(1);
  });

  it('answers an unknown report with 404, and refuses an unknown action or a missing note', async () => {
    expectRefusal(
      await resolve(t, admin, '0190ffff-0000-7000-8000-000000000000', 'dismiss'),
      404,
      'reportNotFound',
      'Report not found',
    );
    const { id } = await reported('photo');
    expect((await resolve(t, admin, id, 'ban')).body).toMatchObject({ code: 'reportActionInvalid' });
    expect((await resolve(t, admin, id, 'dismiss', '   ')).body).toMatchObject({
      code: 'reportResolutionNoteRequired',
    });
  });

  it('lets the reporter report the same thing again once the first report is resolved', async () => {
    const { target, reporters, id } = await reported('photo');
    await resolve(t, admin, id, 'dismiss');
    expect((await report(t, reporters[0] ?? admin, target)).status).toBe(201);
  });

  it('counts open reports on the admin dashboard', async () => {
    const before = (
      await t.call<{ open_reports: number }>('GET', '/api/admin/dashboard', { token: admin.access_token })
    ).body.open_reports;
    await reported('photo');
    const after = (await t.call<{ open_reports: number }>('GET', '/api/admin/dashboard', { token: admin.access_token }))
      .body.open_reports;
    expect(after).toBe(before + 1);
  });
});
