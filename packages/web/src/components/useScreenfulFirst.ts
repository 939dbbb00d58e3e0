import { startTransition, useEffect, useState } from 'react';

/** Cards drawn first: two rows of the widest grid (four photos or photographers a row). */
export const firstScreenCards = 8;

/**
 * The items of a long list for drawing: the first time it has more than `count`, only the first
 * `count` (about a screen on the widest grid), and the whole list right after, in a transition
 * React draws in slices. The first screen is painted without waiting for the cards below it, and
 * no single task draws them all. Once drawn whole, the list is drawn as it is.
 */
export function useScreenfulFirst<T>(items: readonly T[], count: number): readonly T[] {
  const [drawnWhole, setDrawnWhole] = useState(false);
  const cut = !drawnWhole && items.length > count;
  useEffect(() => {
    if (cut) startTransition(() => setDrawnWhole(true));
  }, [cut]);
  return cut ? items.slice(0, count) : items;
}
