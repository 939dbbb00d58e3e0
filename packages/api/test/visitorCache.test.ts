import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhotographer, newUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ VISITOR_CACHE_MS: '60000' });
});
afterAll(() => t.close());

const names = (body: unknown) => (Array.isArray(body) ? body.map((p: { username: string }) => p.username) : []);

describe('the visitor micro-cache on public lists', () => {
  it('serves visitors one answer until a write through the API changes something', async () => {
    const first = await newPhotographer(t);
    const before = await t.call('GET', '/api/photographers?limit=50');
    expect(names(before.body)).toEqual([first.user.username]);

    // A row that bypasses the API is not seen by visitors until the answer expires or a write lands.
    await t.db.updateTable('users').set({ username: 'renamed_in_db' }).where('id', '=', first.user.id).execute();
    expect(names((await t.call('GET', '/api/photographers?limit=50')).body)).toEqual([first.user.username]);

    const second = await newPhotographer(t);
    expect(names((await t.call('GET', '/api/photographers?limit=50')).body).sort()).toEqual(['renamed_in_db', second.user.username].sort());
  });

  it('never serves a signed-in user from it', async () => {
    const viewer = await newUser(t);
    await t.call('GET', '/api/photographers?limit=50');
    await t.db.updateTable('users').set({ username: 'renamed_again' }).where('role', '=', 'photographer').where('username', '=', 'renamed_in_db').execute();
    const signedIn = await t.call('GET', '/api/photographers?limit=50', { token: viewer.access_token });
    expect(names(signedIn.body)).toContain('renamed_again');
  });

  it('keeps visitor answers apart by address and query', async () => {
    const one = await t.call('GET', '/api/photographers?limit=1');
    const all = await t.call('GET', '/api/photographers?limit=50');
    expect(Array.isArray(one.body) && one.body.length).toBe(1);
    expect(Array.isArray(all.body) && all.body.length).toBeGreaterThan(1);
  });
});
