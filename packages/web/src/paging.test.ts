import { describe, expect, it } from 'vitest';
import { withLinkedItem } from './paging.js';

const item = (id: string) => ({ id });
const ids = (items: { id: string }[]) => items.map((entry) => entry.id);

describe('a list with the item an address points at', () => {
  it('keeps the list order when nothing is linked, or the linked item is listed', () => {
    expect(ids(withLinkedItem([item('a'), item('b')], undefined))).toEqual(['a', 'b']);
    expect(ids(withLinkedItem([item('a'), item('b')], item('b')))).toEqual(['a', 'b']);
  });

  it('puts a linked item the list lacks first', () => {
    expect(ids(withLinkedItem([item('a'), item('b')], item('z')))).toEqual(['z', 'a', 'b']);
  });

  it('shows each item once even when pages overlap', () => {
    expect(ids(withLinkedItem([item('a'), item('b'), item('b')], undefined))).toEqual(['a', 'b']);
  });
});
