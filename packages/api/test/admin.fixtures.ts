import type { AuditAction, AuditEntry } from '@tasbir/shared';
import { expect } from 'vitest';
import type { NewUser } from './factories.js';
import type { Reply, TestApp } from './harness.js';

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
