import type { AdminCreditRequests, CreditRequest, SubscriptionRequest } from '@tasbir/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditsOf, expectLedgerAddsUp } from './economy.factories.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { dataUrl, photoBytes, postMultipart } from './media.fixtures.js';

let t: TestApp;
let admin: NewUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await newUser(t, { role: 'admin' });
});
afterEach(() => expectLedgerAddsUp(t));
afterAll(() => t.close());

const pdfBytes = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);

/** A distinct JPEG each time, so no two tests share a receipt by accident. */
let shade = 0;
async function jpeg(): Promise<Buffer> {
  shade += 1;
  return photoBytes('jpeg', 64 + shade, 48);
}

async function requestCredits(account: NewUser, body: Record<string, unknown>) {
  return t.call<CreditRequest>('POST', '/api/credits/request', { token: account.access_token, body });
}

async function pending(account: NewUser, amount = 500): Promise<CreditRequest> {
  const reply = await requestCredits(account, {
    amount,
    payment_method: 'esewa',
    receipt_image: dataUrl(await jpeg()),
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

const decide = (id: string, status: string, adminNote?: string) =>
  t.call<CreditRequest>('PUT', `/api/admin/credits/requests/${id}`, {
    token: admin.access_token,
    body: { status, admin_note: adminNote },
  });
const receipt = (id: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/credits/requests/${id}/receipt`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('POST /api/credits/request', () => {
  it('takes an amount, a payment method and a JPEG receipt, and waits for an admin', async () => {
    const fan = await newUser(t);
    const request = await pending(fan, 1500);
    expect(request).toMatchObject({
      user_username: fan.user.username,
      amount: 1500,
      payment_method: 'esewa',
      status: 'pending',
      admin_note: null,
      processed_at: null,
      receipt_type: 'image/jpeg',
      receipt_used_before: false,
    });
    expect(
      (await t.call<{ requests: CreditRequest[] }>('GET', '/api/credits/my-requests', { token: fan.access_token })).body
        .requests,
    ).toEqual([request]);
    expect(await creditsOf(t, fan.user.id)).toBe(0);
  });

  it('takes a PDF receipt as a multipart file, and a bare base64 JPEG as the product sends it', async () => {
    const photographer = await newPhotographer(t);
    const multipart = await postMultipart<CreditRequest>(t, '/api/credits/request', {
      token: photographer.access_token,
      fields: { amount: '200', payment_method: 'khalti' },
      file: { bytes: pdfBytes('khalti 200'), filename: 'receipt.pdf', type: 'application/pdf', field: 'receipt_image' },
    });
    expect(multipart.status).toBe(200);
    expect(multipart.body).toMatchObject({ amount: 200, payment_method: 'khalti', receipt_type: 'application/pdf' });
    const bare = await requestCredits(photographer, { amount: 100, receipt_image: (await jpeg()).toString('base64') });
    expect(bare.body).toMatchObject({ amount: 100, payment_method: 'bank_transfer', receipt_type: 'image/jpeg' });
  });

  it('refuses what is not a complete request, each with its sentence, and keeps nothing', async () => {
    const fan = await newUser(t);
    const receiptImage = dataUrl(await jpeg());
    const refusals = [
      [{ amount: 100 }, 400, 'creditRequestIncomplete', 'Please fill in all required fields and upload a receipt'],
      [
        { receipt_image: receiptImage },
        400,
        'creditRequestIncomplete',
        'Please fill in all required fields and upload a receipt',
      ],
      [
        { amount: 0, receipt_image: receiptImage },
        400,
        'creditAmountInvalid',
        'Amount must be between 1 and 50,000 credits',
      ],
      [
        { amount: 50_001, receipt_image: receiptImage },
        400,
        'creditAmountInvalid',
        'Amount must be between 1 and 50,000 credits',
      ],
      [
        { amount: 100, payment_method: 'cash', receipt_image: receiptImage },
        400,
        'paymentMethodInvalid',
        'Please choose bank transfer, eSewa, Khalti or IME Pay',
      ],
      [
        { amount: 100, receipt_image: dataUrl(Buffer.from('just some text'), 'text/plain') },
        400,
        'receiptTypeRefused',
        'Receipts must be a JPEG, PNG or WebP image, or a PDF',
      ],
    ] as const;
    for (const [body, status, code, detail] of refusals) {
      const reply = await requestCredits(fan, body);
      expect({ status: reply.status, body: reply.body }).toEqual({ status, body: { detail, code } });
    }
    expect(
      (await t.call<{ requests: CreditRequest[] }>('GET', '/api/credits/my-requests', { token: fan.access_token })).body
        .requests,
    ).toEqual([]);
  });

  it('refuses a receipt over 10 MB before keeping anything', async () => {
    const fan = await newUser(t);
    const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
    big.set([0xff, 0xd8, 0xff], 0);
    const reply = await requestCredits(fan, { amount: 100, receipt_image: dataUrl(big) });
    expect([reply.status, reply.body]).toEqual([
      413,
      { detail: 'Receipts can be at most 10 MB', code: 'receiptTooLarge', params: { mb: 10 } },
    ]);
    expect(
      (await t.call<{ requests: CreditRequest[] }>('GET', '/api/credits/my-requests', { token: fan.access_token })).body
        .requests,
    ).toEqual([]);
  });

  it('asks visitors to sign in and refuses admins', async () => {
    expect((await t.call('POST', '/api/credits/request', { body: { amount: 10 } })).status).toBe(401);
    const reply = await requestCredits(admin, { amount: 10, receipt_image: dataUrl(await jpeg()) });
    expect([reply.status, reply.body]).toEqual([
      403,
      { detail: 'Only users and photographers can request credits', code: 'onlyUsersCredits' },
    ]);
  });
});

describe('a receipt', () => {
  it('is shown to its owner and admins only, never cached, an image inline and a PDF as a download', async () => {
    const fan = await newUser(t);
    const request = await pending(fan);
    const own = await receipt(request.id, fan.access_token);
    expect(own.statusCode).toBe(200);
    expect(own.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    });
    expect((await receipt(request.id, admin.access_token)).statusCode).toBe(200);
    expect((await receipt(request.id, (await newUser(t)).access_token)).statusCode).toBe(403);
    expect((await receipt(request.id)).statusCode).toBe(401);

    const pdf = await requestCredits(fan, {
      amount: 50,
      receipt_image: `data:application/pdf;base64,${pdfBytes('pdf receipt').toString('base64')}`,
    });
    const download = await receipt(pdf.body.id, fan.access_token);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="receipt-${pdf.body.id}.pdf"`);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is flagged to the admin when the same bytes came with another request', async () => {
    const [one, two] = [await newUser(t), await newUser(t)];
    const bytes = await jpeg();
    const first = await requestCredits(one, { amount: 300, receipt_image: dataUrl(bytes) });
    const second = await requestCredits(two, { amount: 300, receipt_image: dataUrl(bytes) });
    expect(second.body.receipt_used_before).toBe(true);
    const lists = (
      await t.call<AdminCreditRequests>('GET', '/api/admin/credits/requests', { token: admin.access_token })
    ).body;
    expect(
      lists.pending
        .filter((request) => [first.body.id, second.body.id].includes(request.id))
        .map((request) => request.receipt_used_before),
    ).toEqual([true, true]);
  });

  it('stays readable for a plan request sent with the same bytes when the credit request is deleted', async () => {
    const photographer = await newPhotographer(t);
    const bytes = await jpeg();
    const credit = await requestCredits(photographer, { amount: 400, receipt_image: dataUrl(bytes) });
    const plan = await t.call<SubscriptionRequest>('POST', '/api/subscription/upgrade', {
      token: photographer.access_token,
      body: { plan: 'silver', payment_proof: dataUrl(bytes) },
    });
    expect(plan.status).toBe(200);
    expect(
      (await t.call('DELETE', `/api/admin/credits/requests/${credit.body.id}`, { token: admin.access_token })).status,
    ).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: plan.body.receipt_url,
      headers: { authorization: `Bearer ${admin.access_token}` },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('processing a credit request', () => {
  it('credits an approved request once: approving again is 409 and adds nothing', async () => {
    const fan = await newUser(t);
    const request = await pending(fan, 700);
    const approved = await decide(request.id, 'approved', 'Matched the eSewa statement');
    expect(approved.body).toMatchObject({
      status: 'approved',
      admin_note: 'Matched the eSewa statement',
      processed_at: expect.any(String),
    });
    expect(await creditsOf(t, fan.user.id)).toBe(700);
    const again = await decide(request.id, 'approved');
    expect([again.status, again.body]).toEqual([
      409,
      { detail: 'This request has already been processed', code: 'creditRequestProcessed' },
    ]);
    expect(await creditsOf(t, fan.user.id)).toBe(700);
  });

  it('refuses to approve a rejected request, so it never credits', async () => {
    const fan = await newUser(t);
    const request = await pending(fan);
    expect((await decide(request.id, 'rejected', 'No such transfer')).body).toMatchObject({ status: 'rejected' });
    expect((await decide(request.id, 'approved')).status).toBe(409);
    expect(await creditsOf(t, fan.user.id)).toBe(0);
  });

  it('credits once when 50 admins approve the same request at the same moment', async () => {
    const fan = await newUser(t);
    const request = await pending(fan, 900);
    const replies = await Promise.all(Array.from({ length: 50 }, () => decide(request.id, 'approved')));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(49);
    expect(await creditsOf(t, fan.user.id)).toBe(900);
  });

  it('lists requests by status for admins, and deletes one in any state without touching balances', async () => {
    const fan = await newUser(t);
    const [a, b] = [await pending(fan, 100), await pending(fan, 200)];
    await decide(a.id, 'approved');
    const lists = (
      await t.call<AdminCreditRequests>('GET', '/api/admin/credits/requests', { token: admin.access_token })
    ).body;
    expect(lists.approved.map((request) => request.id)).toContain(a.id);
    expect(lists.pending.map((request) => request.id)).toContain(b.id);
    for (const id of [a.id, b.id])
      expect((await t.call('DELETE', `/api/admin/credits/requests/${id}`, { token: admin.access_token })).status).toBe(
        200,
      );
    expect(await creditsOf(t, fan.user.id)).toBe(100);
    expect((await t.call('DELETE', `/api/admin/credits/requests/${a.id}`, { token: admin.access_token })).status).toBe(
      404,
    );
    expect((await receipt(b.id, fan.access_token)).statusCode).toBe(404);
  });

  it('refuses a decision it cannot take, each with its sentence, and changes nothing', async () => {
    const fan = await newUser(t);
    const request = await pending(fan);
    const refusals = [
      [request.id, { status: 'maybe' }, 400, 'creditStatusInvalid', 'Status must be approved or rejected'],
      [
        request.id,
        { status: 'approved', admin_note: 'x'.repeat(501) },
        400,
        'adminNoteTooLong',
        'Admin note must be at most 500 characters',
      ],
      ['no-such-request', { status: 'approved' }, 404, 'creditRequestNotFound', 'Credit request not found'],
    ] as const;
    for (const [id, body, status, code, detail] of refusals) {
      const reply = await t.call('PUT', `/api/admin/credits/requests/${id}`, { token: admin.access_token, body });
      expect({ status: reply.status, body: reply.body }).toEqual({ status, body: { detail, code } });
    }
    expect(await creditsOf(t, fan.user.id)).toBe(0);
  });

  it('is for admins only', async () => {
    const fan = await newUser(t);
    const request = await pending(fan);
    const reply = await t.call('PUT', `/api/admin/credits/requests/${request.id}`, {
      token: fan.access_token,
      body: { status: 'approved' },
    });
    expect([reply.status, reply.body]).toEqual([
      403,
      { detail: 'Only administrators can do this', code: 'onlyAdmins' },
    ]);
    expect((await t.call('GET', '/api/admin/credits/requests', { token: fan.access_token })).status).toBe(403);
    expect(await creditsOf(t, fan.user.id)).toBe(0);
  });
});
