// The uncached pages' floor on a small in-memory database (no load): `node --test bench/`. Not part
// of npm test or CI. Its answers against the app's own are checked at every bench start (checkFloor).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { floorServer } from './floor.js';

const cursorOf = (key) => Buffer.from(JSON.stringify(key)).toString('base64url');
const textOf = (id) => JSON.stringify({ id });

describe('uncached pages floor', () => {
  const sqlite = new Database(':memory:');
  let floor;

  before(() => {
    sqlite.exec(`
      create table users (id text primary key, role text, suspended integer, rank_score integer, verified integer, last_active_at text);
      create table photos (id text primary key, trending_score integer);
      create table reels (id text primary key, trending_score integer);
    `);
    const user = sqlite.prepare('insert into users values (?, ?, ?, ?, ?, ?)');
    user.run('u1', 'photographer', 0, 10, 1, '2026-01-01');
    user.run('u2', 'photographer', 0, 30, 0, '2026-01-02');
    user.run('u3', 'photographer', 1, 50, 1, '2026-01-03');
    user.run('u4', 'user', 0, 0, 0, '');
    user.run('u5', 'photographer', 0, 30, 1, '2026-01-01');
    const photo = sqlite.prepare('insert into photos values (?, ?)');
    for (const [id, score] of [
      ['p1', 5],
      ['p2', 9],
      ['p3', 5],
    ])
      photo.run(id, score);
    const texts = (ids) => new Map(ids.map((id) => [id, textOf(id)]));
    floor = floorServer(
      sqlite,
      { directory: texts(['u1', 'u2', 'u3', 'u5']), photos: texts(['p1', 'p2', 'p3']), reels: texts([]) },
      { default: 20, max: 2 },
    );
  });

  after(async () => {
    await floor.close();
    sqlite.close();
  });

  const get = async (url) => {
    const response = await floor.inject({ method: 'GET', url });
    return { status: response.statusCode, cursor: response.headers['x-next-cursor'], body: response.body };
  };

  it('pages the listed photographers in rank order with the cursor the app makes', async () => {
    const first = await get('/api/photographers?limit=2');
    assert.equal(first.body, `[${textOf('u5')},${textOf('u2')}]`);
    assert.equal(first.cursor, cursorOf([30, 0, '2026-01-02', 'u2']));
    const second = await get(`/api/photographers?limit=2&cursor=${first.cursor}`);
    assert.deepEqual(second, { status: 200, cursor: undefined, body: `[${textOf('u1')}]` });
  });

  it('pages photos newest first and by trending score, at most the largest page', async () => {
    const newest = await get('/api/photos?limit=5');
    assert.equal(newest.body, `[${textOf('p3')},${textOf('p2')}]`);
    assert.equal(newest.cursor, cursorOf(['p2']));
    assert.equal((await get(`/api/photos?limit=5&cursor=${newest.cursor}`)).body, `[${textOf('p1')}]`);
    const trending = await get('/api/photos?limit=2&trending=true');
    assert.equal(trending.body, `[${textOf('p2')},${textOf('p3')}]`);
    assert.equal(trending.cursor, cursorOf(['p3', 5]));
    assert.equal((await get(`/api/photos?trending=true&cursor=${trending.cursor}`)).body, `[${textOf('p1')}]`);
  });

  it('refuses a cursor or a limit it did not make, and answers an empty list', async () => {
    assert.equal((await get(`/api/photos?cursor=${cursorOf([30, 0, '', 'u2'])}`)).status, 400);
    assert.equal((await get('/api/photographers?limit=0')).status, 400);
    assert.deepEqual(await get('/api/reels'), { status: 200, cursor: undefined, body: '[]' });
  });
});
