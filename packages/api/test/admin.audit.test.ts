import type { AuditEntry, CreditRequest, SubscriptionRequest } from '@tasbir/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, expectRefusal } from './admin.fixtures.js';
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
const audit = (query: string, token = admin.access_token) => t.call<AuditEntry[]>('GET', `/api/admin/audit${query}`, { token });

describe('the audit log', () => {
  it('records credit request decisions and deletions, with the balance before and after an approval', async () => {
    const fan = await newUser(t);
    const ask = async (amount: number) => (await t.call<CreditRequest>('POST', '/api/credits/request', { token: fan.access_token, body: { amount, payment_method: 'khalti', receipt_image: await receipt() } })).body;
    const [approved, rejected] = [await ask(400), await ask(200)];
    await t.call('PUT', `/api/admin/credits/requests/${approved.id}`, { token: admin.access_token, body: { status: 'approved', admin_note: 'Seen in Khalti' } });
    await t.call('PUT', `/api/admin/credits/requests/${rejected.id}`, { token: admin.access_token, body: { status: 'rejected' } });
    await t.call('DELETE', `/api/admin/credits/requests/${rejected.id}`, { token: admin.access_token });
    const entries = await auditOf(t, admin, fan.user.id);
    expect(entries.map(({ action, target_type, target_id, target_label, details }) => ({ action, target_type, target_id, target_label, details }))).toEqual([
      { action: 'credit_request.deleted', target_type: 'credit_request', target_id: rejected.id, target_label: fan.user.username, details: { before: { status: 'rejected', amount: 200 }, after: null } },
      { action: 'credit_request.rejected', target_type: 'credit_request', target_id: rejected.id, target_label: fan.user.username, details: { before: { status: 'pending' }, after: { status: 'rejected', admin_note: null } } },
      { action: 'credit_request.approved', target_type: 'credit_request', target_id: approved.id, target_label: fan.user.username, details: { before: { status: 'pending', credits: 0 }, after: { status: 'approved', admin_note: 'Seen in Khalti', credits: 400 } } },
    ]);
  });

  it('records plan request decisions, with the plan before and after an approval', async () => {
    const photographer = await newPhotographer(t);
    const ask = async () => (await t.call<SubscriptionRequest>('POST', '/api/subscription/upgrade', { token: photographer.access_token, body: { plan: 'gold', payment_proof: await receipt() } })).body;
    const rejected = await ask();
    await t.call('POST', `/api/subscription/reject/${rejected.id}`, { token: admin.access_token });
    const approved = await ask();
    await t.call('POST', `/api/subscription/approve/${approved.id}`, { token: admin.access_token });
    const [approval, rejection] = await auditOf(t, admin, photographer.user.id);
    expect(approval).toMatchObject({
      action: 'subscription_request.approved',
      target_type: 'subscription_request',
      target_id: approved.id,
      details: { before: { status: 'pending_approval', subscription_plan: 'free', subscription_expires_at: null }, after: { status: 'approved', subscription_plan: 'gold', subscription_expires_at: expect.any(String) } },
    });
    expect(rejection).toMatchObject({ action: 'subscription_request.rejected', target_id: rejected.id, details: { before: { status: 'pending_approval' }, after: { status: 'rejected' } } });
  });
});

describe('GET /api/admin/audit', () => {
  it('lists newest first, filters by action, and pages with the cursor in X-Next-Cursor', async () => {
    const fan = await newUser(t);
    const requests: CreditRequest[] = [];
    for (const amount of [10, 20, 30]) {
      const request = (await t.call<CreditRequest>('POST', '/api/credits/request', { token: fan.access_token, body: { amount, receipt_image: await receipt() } })).body;
      await t.call('PUT', `/api/admin/credits/requests/${request.id}`, { token: admin.access_token, body: { status: 'rejected' } });
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

  it('refuses an unknown action', async () => {
    expectRefusal(await audit('?action=user.teleported'), 400, 'auditActionInvalid', 'Unknown audit action');
  });
});
