/** The cursor of the page after this one (null on the last), for `useInfiniteQuery`'s getNextPageParam. */
export const nextCursor = (page: { next_cursor: string | null }) => page.next_cursor;

/**
 * A list's items once each (pages can overlap while items move), with the one an address points at
 * (`/reels/{id}`, `/photos/{id}`, fetched on its own) first when the list lacks it.
 */
export function withLinkedItem<T extends { id: string }>(listed: readonly T[], linked: T | undefined): T[] {
  const seen = new Set<string>();
  const items: T[] = [];
  const add = (item: T) => {
    if (seen.has(item.id)) return;
    seen.add(item.id);
    items.push(item);
  };
  if (linked && !listed.some((item) => item.id === linked.id)) add(linked);
  listed.forEach(add);
  return items;
}
