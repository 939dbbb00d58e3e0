import type { Role } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsersRestRoutes } from '../src/domains/adminUsers/rest.js';
import { adminUsersRouter } from '../src/domains/adminUsers/router.js';
import { auditRestRoutes } from '../src/domains/audit/rest.js';
import { auditRouter } from '../src/domains/audit/router.js';
import type { HttpMethod } from '../src/rest/route.js';
import { restTable } from '../src/rest/table.js';
import { newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * Who may call what, generated from the routers and the REST table: a new admin procedure or
 * `/api/admin/` row is in the matrix the moment it exists, so none can be left open by mistake.
 */
const adminRouters = { adminUsers: adminUsersRouter, audit: auditRouter };
const procedures = Object.entries(adminRouters).flatMap(([name, record]) => Object.entries(record).map(([procedure, definition]) => ({ path: `${name}.${procedure}`, type: definition._def.type })));
const adminRows = [...adminUsersRestRoutes, ...auditRestRoutes];

type Caller = 'visitor' | Role;
const callers: Caller[] = ['visitor', 'user', 'photographer', 'admin'];
/** What each caller but an admin hears: a visitor is asked to sign in, other roles are refused. */
const refusals: Record<Exclude<Caller, 'admin'>, { status: number; code: string }> = {
  visitor: { status: 401, code: 'notAuthenticated' },
  user: { status: 403, code: 'onlyAdmins' },
  photographer: { status: 403, code: 'onlyAdmins' },
};

let t: TestApp;
const tokens = new Map<Caller, string | undefined>();
beforeAll(async () => {
  t = await startTestApp();
  const accounts: [Caller, NewUser | undefined][] = [['visitor', undefined], ['user', await newUser(t)], ['photographer', await newUser(t, { role: 'photographer' })], ['admin', await newUser(t, { role: 'admin' })]];
  for (const [caller, account] of accounts) tokens.set(caller, account?.access_token);
});
afterAll(() => t.close());

const headersOf = (caller: Caller): Record<string, string> => {
  const token = tokens.get(caller);
  return token ? { authorization: `Bearer ${token}` } : {};
};
const unknownUser = { id: 'no-such-user' };

/** Calls a procedure over tRPC's HTTP endpoint: its status and the refusal's code, if any. */
async function callProcedure(path: string, type: string, caller: Caller): Promise<{ status: number; code?: unknown }> {
  const input = encodeURIComponent(JSON.stringify(unknownUser));
  const response =
    type === 'query'
      ? await t.app.inject({ method: 'GET', url: `/trpc/${path}?input=${input}`, headers: headersOf(caller) })
      : await t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers: { ...headersOf(caller), 'content-type': 'application/json' }, payload: JSON.stringify(unknownUser) });
  const body: { error?: { data?: { errorCode?: unknown } } } = response.json();
  return { status: response.statusCode, code: body.error?.data?.errorCode };
}

/**
 * Calls a REST row about an unknown account with a well-formed input (REST reads the input before
 * the procedure checks the role, so a malformed one would answer 400 first).
 */
async function callRow(method: HttpMethod, path: string, caller: Caller): Promise<{ status: number; code?: unknown }> {
  const url = `/api${path.replace(/:(\w+)/g, unknownUser.id)}?credits=5&role=user&plan=gold`;
  const body = method === 'PUT' ? { username: 'someone_new' } : undefined;
  const reply = await t.call<{ code?: unknown }>(method, url, { headers: headersOf(caller), body });
  return { status: reply.status, code: reply.body.code };
}

/** An admin is let through (the unknown account answers 404, a list 200); anyone else hears their refusal. */
function expectAnswer(seen: { status: number; code?: unknown }, caller: Caller, what: string): void {
  if (caller === 'admin') expect([401, 403], `${what} lets an admin through`).not.toContain(seen.status);
  else expect(seen, `${what} as ${caller}`).toEqual(refusals[caller]);
}

describe('the admin calls', () => {
  it('have one REST row under /api/admin for each procedure of the admin routers, all served', () => {
    expect(procedures.length).toBeGreaterThanOrEqual(11);
    expect(adminRows).toHaveLength(procedures.length);
    for (const row of adminRows) expect(row.path).toMatch(/^\/admin\//);
    expect(restTable).toEqual(expect.arrayContaining(adminRows));
  });

  it.each(procedures)('ask visitors to sign in, refuse users and photographers, and let admins call $path over tRPC', async ({ path, type }) => {
    for (const caller of callers) expectAnswer(await callProcedure(path, type, caller), caller, path);
  });

  it.each(adminRows.map((row) => ({ method: row.method, path: row.path })))('ask visitors to sign in, refuse users and photographers, and let admins call $method /api$path', async ({ method, path }) => {
    for (const caller of callers) expectAnswer(await callRow(method, path, caller), caller, `${method} ${path}`);
  });
});
