import type { Role } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appProcedures, type AppProcedure } from './appProcedures.js';
import type { NewUser } from './factories.js';
import { callers, expectations, notSwept, type Caller, type Expectation } from './hardening.access.fixtures.js';
import { accountOf, objectKinds, type Made, type ObjectKind } from './hardening.access.objects.js';
import { databaseState } from './databaseState.js';
import { nextIp, startTestApp, type TestApp } from './harness.js';

/**
 * The access sweep (issue 13): every query and mutation of the app router, called over tRPC's HTTP
 * endpoint by a visitor, a user, a photographer and an admin, on the caller's own object and on
 * another account's. The allowed calls succeed; every other one is refused (401, 403 or 404, never
 * a success, never a 5xx) and leaves every row of every table as it was: a call that made its
 * change and then answered 403 would still be a hole. The procedures come from the router, so
 * a new one fails the coverage test until `expectations` says who may call it.
 */
const swept = appProcedures.filter((procedure) => procedure.type === 'query' || procedure.type === 'mutation');

type Whose = 'no object' | 'own object' | "another's object";
type Combination = {
  path: string;
  type: string;
  caller: Caller;
  whose: Whose;
  allowed: boolean;
  expectation: Expectation;
};

/** Whose object a caller can be sent to: a visitor owns nothing; a role owns what its kind lets it. */
function casesOf(expectation: Expectation, caller: Caller): { whose: Whose; allowed: boolean }[] {
  const { object, own, another = [] } = expectation;
  if (!object) return [{ whose: 'no object', allowed: own.includes(caller) }];
  const owners: readonly Caller[] = objectKinds[object].owners;
  const mine = owners.includes(caller) ? [{ whose: 'own object' as const, allowed: own.includes(caller) }] : [];
  return [...mine, { whose: "another's object", allowed: another.includes(caller) }];
}

const combinations: Combination[] = swept.flatMap(({ path, type }) => {
  const expectation = expectations[path];
  if (!expectation) return [];
  return callers.flatMap((caller) =>
    casesOf(expectation, caller).map(({ whose, allowed }) => ({ path, type, caller, whose, allowed, expectation })),
  );
});
/** Raised on purpose when a procedure or an object case is added: the sweep grows with the router. */
const expectedCombinations = 705;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Answer = { status: number; text: string };

/** Calls a procedure as tRPC's HTTP link would: a GET with `?input=` for a query, a JSON POST for a mutation. */
async function callProcedure(
  { path, type }: Pick<AppProcedure, 'path' | 'type'>,
  input: unknown,
  account: NewUser | undefined,
): Promise<Answer> {
  const authorization: Record<string, string> = account ? { authorization: `Bearer ${account.access_token}` } : {};
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response =
    type === 'query'
      ? await t.app.inject({
          method: 'GET',
          url: `/trpc/${path}${query}`,
          remoteAddress: nextIp(),
          headers: authorization,
        })
      : await t.app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          remoteAddress: nextIp(),
          headers: { ...authorization, 'content-type': 'application/json' },
          payload: JSON.stringify(input ?? null),
        });
  return { status: response.statusCode, text: response.body };
}

/** Another account's owner: of the caller's own role where that role can own the kind, else of the first that can. */
function ownerRoleOf(kind: ObjectKind, caller: Caller): Role {
  const same = kind.owners.find((role) => role === caller);
  return same ?? kind.owners[0] ?? 'user';
}

const title = (combination: Combination) =>
  `${combination.path} as ${combination.caller} on ${combination.whose} ${combination.allowed ? 'succeeds' : 'is refused'}`;

describe('the access sweep', () => {
  it(`has an expectation for every query and mutation of the router, and no other: ${swept.length} procedures`, () => {
    expect(Object.keys(expectations).sort()).toEqual(swept.map((procedure) => procedure.path).sort());
    expect(
      appProcedures
        .filter((procedure) => !swept.includes(procedure))
        .map((procedure) => procedure.path)
        .sort(),
    ).toEqual(Object.keys(notSwept).sort());
    for (const [path, expectation] of Object.entries(expectations)) {
      const kind = expectation.object ? objectKinds[expectation.object] : undefined;
      const ownable: readonly Caller[] = kind ? kind.owners : callers;
      expect(
        expectation.own.filter((caller) => !ownable.includes(caller)),
        `${path} lets callers succeed on objects they cannot own`,
      ).toEqual([]);
      expect(
        expectation.another === undefined,
        `${path} says who may act on another's object exactly when it takes one`,
      ).toBe(kind === undefined);
    }
  });

  it(`sweeps ${combinations.length} combinations of procedure, caller and object`, () => {
    expect(combinations).toHaveLength(expectedCombinations);
  });

  it.each(combinations.map((combination) => ({ ...combination, name: title(combination) })))(
    '$name',
    async (combination) => {
      const { path, type, caller, whose, allowed, expectation } = combination;
      const account = caller === 'visitor' ? undefined : await accountOf(t, caller);
      const kind = expectation.object ? objectKinds[expectation.object] : undefined;
      let made: Made | undefined;
      if (kind) {
        const owner = whose === 'own object' && account ? account : await accountOf(t, ownerRoleOf(kind, caller));
        made = await kind.make(t, owner);
      }
      const input = await expectation.input?.(t, { caller: account, id: made?.id ?? '' });
      const before = kind && made ? await kind.stored(t, made) : undefined;
      const stateBefore = allowed ? undefined : await databaseState(t);

      const answer = await callProcedure({ path, type }, input, account);

      expect(answer.status, `never a server error: ${answer.text}`).toBeLessThan(500);
      if (allowed) expect(answer.status, answer.text).toBe(200);
      else expect([401, 403, 404], `refused, not ${answer.status}: ${answer.text}`).toContain(answer.status);
      if (!allowed) expect(await databaseState(t), `${path} refused leaves every table as it was`).toEqual(stateBefore);
      if (!kind || !made) return;
      if (!allowed || (whose === "another's object" && type === 'query'))
        expect(await kind.stored(t, made), `${path} leaves the object as it was`).toEqual(before);
      if (whose === "another's object" && made.secret)
        expect(answer.text, `${path} tells nothing of another's conversation`).not.toContain(made.secret);
    },
  );
});

/**
 * The receipts are served beside tRPC (plain GETs the browser opens), so the router cannot list
 * them: a request's receipt goes to its owner and to admins, to nobody else.
 */
const receiptRoutes = [
  { kind: 'creditRequest', url: (id: string) => `/api/credits/requests/${id}/receipt` },
  { kind: 'planRequest', url: (id: string) => `/api/subscription/requests/${id}/receipt` },
] as const;
const receiptCases = receiptRoutes.flatMap(({ kind, url }) =>
  callers.flatMap((caller) => {
    const owns = objectKinds[kind].owners.some((role) => role === caller);
    const cases: { whose: Whose; allowed: boolean }[] = [
      ...(owns ? [{ whose: 'own object' as const, allowed: true }] : []),
      { whose: "another's object", allowed: caller === 'admin' },
    ];
    return cases.map(({ whose, allowed }) => ({
      kind,
      url,
      caller,
      whose,
      allowed,
      name: `the ${kind} receipt as ${caller} on ${whose} ${allowed ? 'is served' : 'is refused'}`,
    }));
  }),
);

describe(`the receipts (${receiptCases.length} combinations)`, () => {
  it.each(receiptCases)('$name', async ({ kind, url, caller, whose, allowed }) => {
    const account = caller === 'visitor' ? undefined : await accountOf(t, caller);
    const owner =
      whose === 'own object' && account ? account : await accountOf(t, ownerRoleOf(objectKinds[kind], caller));
    const { id } = await objectKinds[kind].make(t, owner);
    const stateBefore = allowed ? undefined : await databaseState(t);
    const reply = await t.call('GET', url(id), { token: account?.access_token });
    if (allowed) expect(reply.status).toBe(200);
    else expect([401, 403, 404], `refused, not ${reply.status}`).toContain(reply.status);
    if (!allowed) expect(await databaseState(t), 'a refused receipt leaves every table as it was').toEqual(stateBefore);
  });
});
