import { describe, expect, it } from 'vitest';
import { KeptJsonMemo, keptItemsText } from './keptJson.js';

describe('the memo of kept items', () => {
  it('gives back an item only at the version it was kept at', () => {
    const memo = new KeptJsonMemo<{ id: string; bio: string }>(10);
    const kept = memo.keep('a', '1', { id: 'a', bio: 'first' });
    expect(kept.text).toBe('{"id":"a","bio":"first"}');
    expect(memo.get('a', '1')).toBe(kept);
    expect(memo.get('a', '2')).toBeUndefined();
    memo.keep('a', '2', { id: 'a', bio: 'second' });
    expect(memo.get('a', '1'), 'an older version is gone once a newer one is kept').toBeUndefined();
    expect(memo.get('a', '2')?.value.bio).toBe('second');
  });

  it('keeps the forms of one version apart, and drops them all when the version moves', () => {
    const memo = new KeptJsonMemo<{ liked_by_me: boolean }>(10);
    memo.keep('a', '1', { liked_by_me: false }, 0);
    memo.keep('a', '1', { liked_by_me: true }, 1);
    expect(memo.get('a', '1', 0)?.text).toBe('{"liked_by_me":false}');
    expect(memo.get('a', '1', 1)?.text).toBe('{"liked_by_me":true}');
    memo.keep('a', '2', { liked_by_me: true }, 1);
    expect(memo.get('a', '2', 0)).toBeUndefined();
  });

  it('holds at most its capacity, letting the oldest item go', () => {
    const memo = new KeptJsonMemo<number>(3);
    for (const [index, id] of ['a', 'b', 'c', 'd'].entries()) memo.keep(id, '1', index);
    expect(memo.size).toBe(3);
    expect(memo.get('a', '1')).toBeUndefined();
    expect(memo.get('d', '1')?.value).toBe(3);
  });

  it("joins kept items' texts into the JSON of their list", () => {
    const memo = new KeptJsonMemo<{ n: number }>(3);
    const items = [memo.keep('a', '1', { n: 1 }), memo.keep('b', '1', { n: 2 })];
    expect(JSON.parse(keptItemsText(items))).toEqual([{ n: 1 }, { n: 2 }]);
    expect(keptItemsText([])).toBe('[]');
  });
});
