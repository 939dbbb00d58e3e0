import { describe, expect, it } from 'vitest';
import { patchList } from './listPatch.js';

type Item = { id: string; likes: number };
const like = (item: Item) => ({ ...item, likes: item.likes + 1 });

describe('patchList', () => {
  it('changes the item in a single page and leaves the others alone', () => {
    const page = {
      items: [
        { id: 'a', likes: 0 },
        { id: 'b', likes: 5 },
      ],
      next_cursor: 'c1',
    };
    expect(patchList(page, 'a', like)).toEqual({
      items: [
        { id: 'a', likes: 1 },
        { id: 'b', likes: 5 },
      ],
      next_cursor: 'c1',
    });
  });

  it('changes the item on whichever page of an infinite list it is', () => {
    const data = {
      pages: [
        { items: [{ id: 'a', likes: 0 }], next_cursor: 'c1' },
        { items: [{ id: 'b', likes: 2 }], next_cursor: null },
      ],
      pageParams: [undefined, 'c1'],
    };
    const patched = patchList(data, 'b', like);
    expect(patched).toEqual({ ...data, pages: [data.pages[0], { items: [{ id: 'b', likes: 3 }], next_cursor: null }] });
    expect(patched && 'pages' in patched ? patched.pages[0] : null).toBe(data.pages[0]);
  });

  it('returns a list without the item, and an empty cache, as they were', () => {
    const page = { items: [{ id: 'a', likes: 0 }], next_cursor: null };
    expect(patchList(page, 'zzz', like)).toBe(page);
    expect(patchList<Item>(undefined, 'a', like)).toBeUndefined();
  });
});
