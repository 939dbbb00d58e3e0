import { describe, expect, it } from 'vitest';
import { KeptFeedItems } from './keptItems.js';

type Row = { id: string; trending_score: number; photographer_username: string; likes_count: number };
type Item = { id: string; likes: number; liked_by_me: boolean; by: string };

function feedOf(rows: Row[]) {
  const reads: string[][] = [];
  const items = new KeptFeedItems<Row, Row, Item>({
    byIds: (ids) => {
      reads.push([...ids]);
      return Promise.resolve(rows.filter((row) => ids.includes(row.id)));
    },
    versionOf: (key) => `${key.likes_count}|${key.photographer_username}`,
    toItem: (row, liked) => ({ id: row.id, likes: row.likes_count, liked_by_me: liked, by: row.photographer_username }),
  });
  return { items, reads };
}

const row = (id: string, likes = 0): Row => ({
  id,
  trending_score: 0,
  photographer_username: 'maya',
  likes_count: likes,
});

describe('kept feed items', () => {
  it('reads only the items not kept at the version the page needs', async () => {
    const rows = [row('a'), row('b')];
    const { items, reads } = feedOf(rows);
    await items.of(rows, new Set());
    const [, b = row('b')] = rows;
    b.likes_count = 1;
    const page = await items.of(rows, new Set());
    expect(reads).toEqual([['a', 'b'], ['b']]);
    expect(page.map((item) => item.value.likes)).toEqual([0, 1]);
    expect(JSON.parse(page[1]?.text ?? '')).toEqual(page[1]?.value);
  });

  it("makes a viewer's liked form from the kept one without reading the row again", async () => {
    const rows = [row('a', 3)];
    const { items, reads } = feedOf(rows);
    await items.of(rows, new Set());
    const [liked] = await items.of(rows, new Set(['a']));
    expect(reads).toHaveLength(1);
    expect(liked?.value).toEqual({ id: 'a', likes: 3, liked_by_me: true, by: 'maya' });
    expect(liked?.text).toBe('{"id":"a","likes":3,"liked_by_me":true,"by":"maya"}');
  });

  it('leaves out an item deleted between reading the keys and reading the rows', async () => {
    const { items } = feedOf([row('a')]);
    const page = await items.of([row('a'), row('gone')], new Set());
    expect(page.map((item) => item.value.id)).toEqual(['a']);
  });
});
