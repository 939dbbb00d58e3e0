import { describe, expect, it } from 'vitest';
import { carriedJsonText, withJsonText } from './jsonText.js';

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
