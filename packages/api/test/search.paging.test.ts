import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryItem } from '@tasbir/shared';
import { directory, expectOk, photographerWith, usernames } from './directory.factories.js';
import { startTestApp, type TestApp } from './harness.js';
import type { NewUser } from './factories.js';

// Relevance before rank, paging through search results, several words, filters, and the index kept
// in the writing transaction (docs/decisions/018-search.md). Ranks are set on the rows, as reviews
// would set them, so the order can be stated exactly.
let t: TestApp;
const cast = new Map<string, NewUser>();
const busyDate = '2031-03-14';

const setRank = (id: string, rank: number) =>
  t.db.updateTable('users').set({ rank_score: rank }).where('id', '=', id).execute();

beforeAll(async () => {
  t = await startTestApp();
  const add = async (username: string, fields: Parameters<typeof photographerWith>[1], rank: number) => {
    const account = await photographerWith(t, { username, ...fields });
    await setRank(account.user.id, rank);
    cast.set(username, account);
  };
  // The name matches exactly; a better-ranked photographer only mentions the word in a bio.
  await add('kestrel', { bio: 'Quiet mornings.' }, 10);
  await add('bio_birder', { bio: 'I photograph every kestrel I meet.' }, 900);
  // An exact bio word above a prefix of a name, whatever the rank; a typo below both.
  await add('falconry_works', { bio: 'Hunting birds.' }, 800);
  await add('quiet_one', { bio: 'My falcon shots.' }, 5);
  await add('typo_target', { bio: 'The harrier hawks.' }, 999);
  // Thirty photographers sharing "lensfolk" (some also "lensfolks", a prefix), in two cities, two specialties.
  for (let i = 0; i < 30; i += 1)
    await add(
      `pager_${String(i).padStart(2, '0')}`,
      {
        city: i % 2 === 0 ? 'Pokhara' : 'Kathmandu',
        district: i % 2 === 0 ? 'Kaski' : 'Kathmandu',
        bio: `${i % 3 === 0 ? 'lensfolks' : 'lensfolk'} ${i % 4 === 0 ? 'drone aerials' : 'studio'}`,
        portfolio: { specializations: [i % 5 < 2 ? 'Wedding' : 'Portrait'] },
      },
      (i * 37) % 101,
    );
  for (const [username, account] of cast)
    if (username.startsWith('pager_') && Number(username.slice(-2)) % 7 === 0)
      await t.db
        .insertInto('photographer_unavailable_dates')
        .values({ photographer_id: account.user.id, date: busyDate, created_at: new Date().toISOString() })
        .execute();
}, 120_000);
afterAll(() => t.close());

const names = async (query: Record<string, string | number>) => usernames(await expectOk(directory(t, query)));

/** Every page of a search, `limit` at a time, following X-Next-Cursor. */
async function allPages(query: Record<string, string | number>, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 60; page += 1) {
    const reply = await expectOk(directory(t, { ...query, limit, ...(cursor && { cursor }) }));
    seen.push(...reply.body.map((item: DirectoryItem) => item.username));
    const next = reply.headers['x-next-cursor'];
    if (typeof next !== 'string') return seen;
    cursor = next;
  }
  throw new Error('more than 60 pages');
}

describe('relevance before rank', () => {
  it('puts an exact name match above a better-ranked photographer whose bio has the word', async () => {
    expect(await names({ search: 'kestrel' })).toEqual(['kestrel', 'bio_birder']);
  });

  it('puts an exact word above a prefix of a better-ranked name', async () => {
    expect(await names({ search: 'falcon' })).toEqual(['quiet_one', 'falconry_works']);
  });

  it('ranks equally relevant photographers by the directory rank', async () => {
    const found = await names({ search: 'lensfolk', limit: 50 });
    const exact = found.filter((name) => Number(name.slice(-2)) % 3 !== 0);
    const ranks = exact.map((name) => (Number(name.slice(-2)) * 37) % 101);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    // Those with the word itself come before those with a longer word it begins.
    expect(found.slice(0, exact.length)).toEqual(exact);
  });

  it('finds a one-letter typo only when no one has the word as typed', async () => {
    expect(await names({ search: 'harier' })).toEqual(['typo_target']);
  });
});

describe('paging through search results', () => {
  const searches: Record<string, string | number>[] = [
    { search: 'lensfolk' },
    { search: 'lens' },
    { search: 'lensfolk studio' },
    { search: 'studio lensfolk' },
    { search: 'lensfolk', city: 'Pokhara' },
    { search: 'lensfolk', specialty: 'wedding' },
    { search: 'lensfolk', free_on: busyDate },
    { search: 'lensfolk drone', city: 'Pokhara', free_on: busyDate },
  ];
  for (const query of searches)
    it(`pages ${JSON.stringify(query)} with no duplicate and no miss`, async () => {
      const reference = await names({ ...query, limit: 50 });
      expect(reference.length).toBeGreaterThan(0);
      for (const limit of [1, 3, 7]) expect(await allPages(query, limit), `limit ${limit}`).toEqual(reference);
    });
});

describe('several words and filters', () => {
  it('finds only photographers who have every word (or a longer word it begins)', async () => {
    const both = await names({ search: 'lensfolk drone', limit: 50 });
    const expected = [...cast.keys()].filter((name) => name.startsWith('pager_') && Number(name.slice(-2)) % 4 === 0);
    expect([...both].sort()).toEqual(expected.sort());
    expect(await names({ search: 'kestrel lensfolk' })).toEqual([]);
  });

  it('combines a search with the city, specialty and date filters', async () => {
    const pagers = (test: (i: number) => boolean) =>
      [...cast.keys()].filter((name) => name.startsWith('pager_') && test(Number(name.slice(-2)))).sort();
    const sorted = async (query: Record<string, string | number>) => [...(await names({ ...query, limit: 50 }))].sort();
    expect(await sorted({ search: 'lensfolk', city: 'Kathmandu' })).toEqual(pagers((i) => i % 2 === 1));
    expect(await sorted({ search: 'lensfolk', specialty: 'wedding' })).toEqual(pagers((i) => i % 5 < 2));
    expect(await sorted({ search: 'lensfolk', free_on: busyDate })).toEqual(pagers((i) => i % 7 !== 0));
    expect(await sorted({ search: 'drone', city: 'Pokhara', specialty: 'portrait' })).toEqual(
      pagers((i) => i % 4 === 0 && i % 5 >= 2),
    );
  });
});

describe('the index follows every write', () => {
  it('finds a new bio word and forgets the old one as soon as the profile is saved', async () => {
    const account = await photographerWith(t, { username: 'editor_cat', bio: 'Saffron skies.' });
    expect(await names({ search: 'saffron' })).toEqual(['editor_cat']);
    await expectOk(t.call('PUT', '/api/profile', { token: account.access_token, body: { bio: 'Turquoise lakes.' } }));
    expect(await names({ search: 'saffron' })).toEqual([]);
    expect(await names({ search: 'turquoise' })).toEqual(['editor_cat']);
  });

  it('finds a photographer by a specialty as soon as the portfolio is saved', async () => {
    const account = await photographerWith(t, { username: 'newcomer_dog' });
    expect(await names({ search: 'newcomer_dog architecture' })).toEqual([]);
    await expectOk(
      t.call('POST', '/api/portfolio', {
        token: account.access_token,
        body: { specializations: ['Architecture'] },
      }),
    );
    expect(await names({ search: 'newcomer_dog architecture' })).toEqual(['newcomer_dog']);
  });

  it('drops a suspended photographer from search results, and brings them back', async () => {
    const id = cast.get('kestrel')?.user.id ?? '';
    await t.db.updateTable('users').set({ suspended: 1 }).where('id', '=', id).execute();
    expect(await names({ search: 'kestrel' })).toEqual(['bio_birder']);
    await t.db.updateTable('users').set({ suspended: 0 }).where('id', '=', id).execute();
    expect(await names({ search: 'kestrel' })).toEqual(['kestrel', 'bio_birder']);
  });
});
