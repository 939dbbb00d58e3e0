import type { CreditRequest } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsOf, expectLedgerAddsUp } from './economy.factories.js';
import { newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { dataUrl, distinctJpeg } from './media.fixtures.js';

/**
 * Issue 21, item 7: two admins approve a credit request while a third deletes it, all at once.
 * Whatever order the database settles them in, each answer tells what was committed: the approval
 * that credited answers 200, the other 409, and "not found" only when the request was deleted
 * before anyone approved it (nothing credited then).
 */
let t: TestApp;
const admins: NewUser[] = [];
beforeAll(async () => {
  t = await startTestApp();
  for (let index = 0; index < 3; index += 1) admins.push(await newUser(t, { role: 'admin' }));
});
afterAll(() => t.close());

const rounds = 30;

async function pendingRequest(owner: NewUser): Promise<CreditRequest> {
  const receipt = dataUrl(await distinctJpeg());
  const reply = await t.call<CreditRequest>('POST', '/api/credits/request', {
    token: owner.access_token,
    body: { amount: 700, payment_method: 'esewa', receipt_image: receipt },
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

describe('approving and deleting a credit request at the same moment', () => {
  it(`answers what was committed, over ${rounds} races`, async () => {
    for (let round = 0; round < rounds; round += 1) {
      const owner = await newUser(t);
      const request = await pendingRequest(owner);
      const [first, second, third] = admins.map((admin) => admin.access_token);
      const approve = (token: string | undefined) =>
        t.call<CreditRequest>('PUT', `/api/admin/credits/requests/${request.id}`, {
          token,
          body: { status: 'approved' },
        });
      const [one, two, removal] = await Promise.all([
        approve(first),
        approve(second),
        t.call('DELETE', `/api/admin/credits/requests/${request.id}`, { token: third }),
      ]);
      const approvals = [one.status, two.status].sort();
      const credited = await creditsOf(t, owner.user.id);

      expect(removal.status).toBe(200);
      if (credited > 0) {
        expect(credited).toBe(700);
        expect(approvals, `round ${round}: one approval credited, the other was too late`).toEqual([200, 409]);
        expect([one, two].find((reply) => reply.status === 200)?.body).toMatchObject({
          id: request.id,
          status: 'approved',
          amount: 700,
        });
      } else {
        expect(approvals, `round ${round}: deleted before either approval`).toEqual([404, 404]);
      }
    }
    await expectLedgerAddsUp(t);
  });
});
