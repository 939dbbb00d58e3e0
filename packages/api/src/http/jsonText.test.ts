import { describe, expect, it } from 'vitest';
import { carriedJsonText, ItemJsonMemo, withJsonText } from './jsonText.js';

describe('JSON text carried by a value', () => {
  it('travels with the value and stays out of its own JSON and keys', () => {
    const page = withJsonText({ items: [1], next_cursor: null }, '{"items":[1],"next_cursor":null}');
    expect(carriedJsonText(page)).toBe(JSON.stringify(page));
    expect(Object.keys(page)).toEqual(['items', 'next_cursor']);
    expect({ ...page }).toEqual({ items: [1], next_cursor: null });
  });

  it('is absent from plain values', () => {
    for (const value of [{ items: [] }, null, undefined, 'text', 3]) expect(carriedJsonText(value)).toBeUndefined();
  });
});

describe("the memo of items' JSON", () => {
  it('keeps the liked and not-liked forms of a row apart, serializing each once', () => {
    const memo = new ItemJsonMemo<{ id: string }>();
    const row = { id: 'a' };
    let serialized = 0;
    const item = (liked: boolean) => ({
      id: row.id,
      liked_by_me: liked,
      get counted() {
        serialized += 1;
        return serialized;
      },
    });
    const liked = memo.textOf(row, true, item(true));
    expect(memo.textOf(row, true, item(true))).toBe(liked);
    expect(memo.textOf(row, false, item(false))).toContain('"liked_by_me":false');
    expect(liked).toContain('"liked_by_me":true');
    expect(serialized).toBe(2);
  });
});
