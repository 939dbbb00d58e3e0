import type { AdminUser, AuditAction, AuditEntry } from '@tasbir/shared';
import { expect } from 'vitest';
import type { NewUser } from './factories.js';
import type { Reply, TestApp } from './harness.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An admin call on `/api/admin/users/{id}…` (`suffix` such as `/suspend` or `/credits?credits=5`). */
export function onUser<T = AdminUser>(
  t: TestApp,
  admin: NewUser,
  method: Method,
  id: string,
  suffix = '',
  body?: unknown,
): Promise<Reply<T>> {
  return t.call<T>(method, `/api/admin/users/${id}${suffix}`, { token: admin.access_token, body });
}

/** Expects the refusal a user would read: its status, sentence and code. */
export function expectRefusal(reply: Reply<unknown>, status: number, code: string, detail: string): void {
  expect({ status: reply.status, body: reply.body }).toEqual({ status, body: { detail, code } });
}

/** The audit entries concerning one account, newest first (`GET /api/admin/audit?target_user_id=`). */
export async function auditOf(t: TestApp, admin: NewUser, userId: string, action?: AuditAction): Promise<AuditEntry[]> {
  const query = new URLSearchParams({ target_user_id: userId, limit: '50', ...(action ? { action } : {}) });
  const reply = await t.call<AuditEntry[]>('GET', `/api/admin/audit?${query}`, { token: admin.access_token });
  expect(reply.status).toBe(200);
  return reply.body;
}

/** Whether a token still works (`GET /api/me`): its status. */
export async function meStatus(t: TestApp, account: NewUser): Promise<number> {
  return (await t.call('GET', '/api/me', { token: account.access_token })).status;
}

/** Signs in with the account's email and password: the status and, when refused, the code. */
export async function signIn(t: TestApp, account: NewUser): Promise<{ status: number; code?: unknown }> {
  const reply = await t.call<{ code?: unknown }>('POST', '/api/login', {
    body: { email: account.email, password: account.password },
  });
  return reply.status === 200 ? { status: 200 } : { status: reply.status, code: reply.body.code };
}
