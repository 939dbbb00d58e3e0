import type { AuditEntry, CreditRequest, SubscriptionRequest } from '@tasbir/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, expectRefusal, onUser } from './admin.fixtures.js';
import { expectLedgerAddsUp } from './economy.factories.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { dataUrl, photoBytes } from './media.fixtures.js';

let t: TestApp;
let admin: NewUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await newUser(t, { role: 'admin' });
});
afterEach(() => expectLedgerAddsUp(t));
afterAll(() => t.close());

let shade = 0;
const receipt = async () => dataUrl(await photoBytes('jpeg', 70 + (shade += 1), 50));
const newest = async (userId: string) => (await auditOf(t, admin, userId))[0];
const audit = (query: string, token = admin.access_token) =>
  t.call<AuditEntry[]>('GET', `/api/admin/audit${query}`, { token });

describe('the audit log', () => {
  it('records each change of an account with the admin, the target and the values before and after', async () => {
    const fan = await newUser(t, { username: 'audited_fan' });
    const id = fan.user.id;
    const steps = [
      ['POST', '/verify', undefined, 'user.verified', { verified: false }, { verified: true }],
      ['POST', '/unverify', undefined, 'user.unverified', { verified: true }, { verified: false }],
      ['POST', '/suspend', undefined, 'user.suspended', { suspended: false }, { suspended: true }],
      ['POST', '/activate', undefined, 'user.activated', { suspended: true }, { suspended: false }],
      ['POST', '/credits?credits=300', undefined, 'user.credits_granted', { credits: 0 }, { credits: 300 }],
      [
        'PUT',
        '',
        { username: 'renamed_fan' },
        'user.renamed',
        { username: 'audited_fan' },
        { username: 'renamed_fan' },
      ],
      ['PUT', '/role?role=photographer', undefined, 'user.role_changed', { role: 'user' }, { role: 'photographer' }],
    ] as const;
    for (const [method, suffix, body, action, before, after] of steps) {
      expect((await onUser(t, admin, method, id, suffix, body)).status).toBe(200);
      expect(await newest(id)).toEqual({
        id: expect.any(String),
        admin_username: admin.user.username,
        action,
        target_type: 'user',
        target_id: id,
        target_label: expect.any(String),
        details: { before, after },
        created_at: expect.any(String),
      });
    }
    await onUser(t, admin, 'PUT', id, '/subscription?plan=diamond');
    const plan = await newest(id);
    expect(plan?.action).toBe('user.plan_changed');
    expect(plan?.details).toEqual({
      before: { subscription_plan: 'free', subscription_expires_at: null },
      after: { subscription_plan: 'diamond', subscription_expires_at: expect.any(String) },
    });
    const history = await auditOf(t, admin, id);
    expect(history.map((entry) => entry.action)).toEqual([
      'user.plan_changed',
      ...steps.map((step) => step[3]).reverse(),
    ]);
    // Every entry names the account as it is called now.
    expect(new Set(history.map((entry) => entry.target_label))).toEqual(new Set(['renamed_fan']));
  });

  it('records a deletion with what the account was, and keeps the account’s history under its id', async () => {
    const photographer = await newPhotographer(t, { username: 'leaving_lens' });
    await onUser(t, admin, 'POST', photographer.user.id, '/verify');
    await onUser(t, admin, 'DELETE', photographer.user.id);
    const history = await auditOf(t, admin, photographer.user.id);
    expect(history.map((entry) => [entry.action, entry.target_label])).toEqual([
      ['user.deleted', null],
      ['user.verified', null],
    ]);
    expect(history[0]?.details).toEqual({
      before: { username: 'leaving_lens', role: 'photographer', credits: 0, photo_count: 0, reel_count: 0 },
      after: null,
    });
  });

  it('writes nothing for a change that changes nothing, or one that is refused', async () => {
    const fan = await newUser(t);
    await onUser(t, admin, 'POST', fan.user.id, '/activate');
    await onUser(t, admin, 'PUT', fan.user.id, '/role?role=user');
    await onUser(t, admin, 'PUT', fan.user.id, '', { username: fan.user.username });
    await onUser(t, admin, 'POST', fan.user.id, '/credits?credits=0');
    await onUser(t, admin, 'POST', admin.user.id, '/suspend');
    expect(await auditOf(t, admin, fan.user.id)).toEqual([]);
    expect(await auditOf(t, admin, admin.user.id, 'user.suspended')).toEqual([]);
  });

  it('records credit request decisions and deletions, with the balance before and after an approval', async () => {
    const fan = await newUser(t);
    const ask = async (amount: number) =>
      (
        await t.call<CreditRequest>('POST', '/api/credits/request', {
          token: fan.access_token,
          body: { amount, payment_method: 'khalti', receipt_image: await receipt() },
        })
      ).body;
    const [approved, rejected] = [await ask(400), await ask(200)];
    await t.call('PUT', `/api/admin/credits/requests/${approved.id}`, {
      token: admin.access_token,
      body: { status: 'approved', admin_note: 'Seen in Khalti' },
    });
    await t.call('PUT', `/api/admin/credits/requests/${rejected.id}`, {
      token: admin.access_token,
      body: { status: 'rejected' },
    });
    await t.call('DELETE', `/api/admin/credits/requests/${rejected.id}`, { token: admin.access_token });
    const entries = await auditOf(t, admin, fan.user.id);
    expect(
      entries.map(({ action, target_type, target_id, target_label, details }) => ({
        action,
        target_type,
        target_id,
        target_label,
        details,
      })),
    ).toEqual([
      {
        action: 'credit_request.deleted',
        target_type: 'credit_request',
        target_id: rejected.id,
        target_label: fan.user.username,
        details: { before: { status: 'rejected', amount: 200 }, after: null },
      },
      {
        action: 'credit_request.rejected',
        target_type: 'credit_request',
        target_id: rejected.id,
        target_label: fan.user.username,
        details: { before: { status: 'pending' }, after: { status: 'rejected', admin_note: null } },
      },
      {
        action: 'credit_request.approved',
        target_type: 'credit_request',
        target_id: approved.id,
        target_label: fan.user.username,
        details: {
          before: { status: 'pending', credits: 0 },
          after: { status: 'approved', admin_note: 'Seen in Khalti', credits: 400 },
        },
      },
    ]);
  });

  it('records plan request decisions, with the plan before and after an approval', async () => {
    const photographer = await newPhotographer(t);
    const ask = async () =>
      (
        await t.call<SubscriptionRequest>('POST', '/api/subscription/upgrade', {
          token: photographer.access_token,
          body: { plan: 'gold', payment_proof: await receipt() },
        })
      ).body;
    const rejected = await ask();
    await t.call('POST', `/api/subscription/reject/${rejected.id}`, { token: admin.access_token });
    const approved = await ask();
    await t.call('POST', `/api/subscription/approve/${approved.id}`, { token: admin.access_token });
    const [approval, rejection] = await auditOf(t, admin, photographer.user.id);
    expect(approval).toMatchObject({
      action: 'subscription_request.approved',
      target_type: 'subscription_request',
      target_id: approved.id,
      details: {
        before: { status: 'pending_approval', subscription_plan: 'free', subscription_expires_at: null },
        after: { status: 'approved', subscription_plan: 'gold', subscription_expires_at: expect.any(String) },
      },
    });
    expect(rejection).toMatchObject({
      action: 'subscription_request.rejected',
      target_id: rejected.id,
      details: { before: { status: 'pending_approval' }, after: { status: 'rejected' } },
    });
  });
});

describe('GET /api/admin/audit', () => {
  it('lists newest first, filters by action, and pages with the cursor in X-Next-Cursor', async () => {
    const fan = await newUser(t);
    const requests: CreditRequest[] = [];
    for (const amount of [10, 20, 30]) {
      const request = (
        await t.call<CreditRequest>('POST', '/api/credits/request', {
          token: fan.access_token,
          body: { amount, receipt_image: await receipt() },
        })
      ).body;
      await t.call('PUT', `/api/admin/credits/requests/${request.id}`, {
        token: admin.access_token,
        body: { status: 'rejected' },
      });
      requests.push(request);
    }
    const first = await audit('?action=credit_request.rejected&limit=2');
    expect(first.body.map((entry) => entry.target_id)).toEqual([requests[2]?.id, requests[1]?.id]);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toEqual(expect.any(String));
    const second = await audit(`?action=credit_request.rejected&limit=2&cursor=${String(cursor)}`);
    expect(second.body[0]?.target_id).toBe(requests[0]?.id);
    expect(second.body.every((entry) => entry.action === 'credit_request.rejected')).toBe(true);
  });

  it('shows a deleted admin’s entries without a name', async () => {
    const [leaving, fan] = [await newUser(t, { role: 'admin' }), await newUser(t)];
    await onUser(t, leaving, 'POST', fan.user.id, '/verify');
    await onUser(t, admin, 'DELETE', leaving.user.id);
    expect((await auditOf(t, admin, fan.user.id))[0]).toMatchObject({
      action: 'user.verified',
      admin_username: null,
      target_label: fan.user.username,
    });
  });

  it('refuses an unknown action', async () => {
    expectRefusal(await audit('?action=user.teleported'), 400, 'auditActionInvalid', 'Unknown audit action');
  });
});
