import type { Role } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpMethod } from '../src/rest/route.js';
import { restTable } from '../src/app/restTable.js';
import { appProcedures } from './appProcedures.js';
import { newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * Who may call what, generated from the app router and the REST table: every procedure built for
 * admins only (its meta names the roles) and every `/api/admin/` row, plus the plan-request rows
 * the product keeps under `/subscription/` and the admins' list of bookings, is in the matrix the moment it exists, so none can be
 * left open by mistake.
 */
const procedures = appProcedures
  .filter((procedure) => procedure.meta?.roles?.join() === 'admin')
  .map(({ path, type }) => ({ path, type }));
const planRequestRows = new Set(['/subscription/requests', '/subscription/approve/:id', '/subscription/reject/:id']);
/** `/bookings` also takes a user's new booking (POST); only its GET is the admins' list. */
const adminRows = restTable.filter(
  (row) =>
    row.path.startsWith('/admin/') ||
    planRequestRows.has(row.path) ||
    (row.method === 'GET' && row.path === '/bookings'),
);

type Caller = 'visitor' | Role;
const callers: Caller[] = ['visitor', 'user', 'photographer', 'admin'];
/** What each caller but an admin hears: a visitor is asked to sign in, other roles are refused. */
const refusals: Record<Exclude<Caller, 'admin'>, { status: number; code: string }> = {
  visitor: { status: 401, code: 'notAuthenticated' },
  user: { status: 403, code: 'onlyAdmins' },
  photographer: { status: 403, code: 'onlyAdmins' },
};
/** The admin panel's summary refuses with the dashboards' own sentence. */
const ownRefusals: Record<string, string> = {
  'dashboards.admin': 'adminDashboardOnly',
  '/admin/dashboard': 'adminDashboardOnly',
};

let t: TestApp;
const tokens = new Map<Caller, string | undefined>();
beforeAll(async () => {
  t = await startTestApp();
  const accounts: [Caller, NewUser | undefined][] = [
    ['visitor', undefined],
    ['user', await newUser(t)],
    ['photographer', await newUser(t, { role: 'photographer' })],
    ['admin', await newUser(t, { role: 'admin' })],
  ];
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
      : await t.app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          headers: { ...headersOf(caller), 'content-type': 'application/json' },
          payload: JSON.stringify(unknownUser),
        });
  const body: { error?: { data?: { errorCode?: unknown } } } = response.json();
  return { status: response.statusCode, code: body.error?.data?.errorCode };
}

/**
 * Calls a REST row about an unknown account with a well-formed input (REST reads the input before
 * the procedure checks the role, so a malformed one would answer 400 first).
 */
async function callRow(method: HttpMethod, path: string, caller: Caller): Promise<{ status: number; code?: unknown }> {
  const url = `/api${path.replace(/:(\w+)/g, unknownUser.id)}?credits=5&role=user&plan=gold`;
  const body =
    method === 'PUT'
      ? { username: 'someone_new', status: 'approved' }
      : method === 'POST'
        ? { reference: 'TRANSFER-1', note: 'Checked', refund: 0, action: 'dismiss' }
        : undefined;
  const reply = await t.call<{ code?: unknown }>(method, url, { headers: headersOf(caller), body });
  return { status: reply.status, code: reply.body.code };
}

/** An admin is let through (the unknown account answers 404, a list 200); anyone else hears their refusal. */
function expectAnswer(seen: { status: number; code?: unknown }, caller: Caller, what: string, call: string): void {
  if (caller === 'admin') expect([401, 403], `${what} lets an admin through`).not.toContain(seen.status);
  else if (caller === 'visitor') expect(seen, `${what} as ${caller}`).toEqual(refusals[caller]);
  else
    expect(seen, `${what} as ${caller}`).toEqual({
      ...refusals[caller],
      code: ownRefusals[call] ?? refusals[caller].code,
    });
}

describe('the admin calls', () => {
  it('have one REST row for each admin-only procedure', () => {
    expect(procedures.length).toBeGreaterThanOrEqual(25);
    expect(adminRows).toHaveLength(procedures.length);
  });

  it.each(procedures)(
    'ask visitors to sign in, refuse users and photographers, and let admins call $path over tRPC',
    async ({ path, type }) => {
      for (const caller of callers) expectAnswer(await callProcedure(path, type, caller), caller, path, path);
    },
  );

  it.each(adminRows.map((row) => ({ method: row.method, path: row.path })))(
    'ask visitors to sign in, refuse users and photographers, and let admins call $method /api$path',
    async ({ method, path }) => {
      for (const caller of callers)
        expectAnswer(await callRow(method, path, caller), caller, `${method} ${path}`, path);
    },
  );
});
