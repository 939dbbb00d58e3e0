/** The cursor of the page after this one (null on the last), for `useInfiniteQuery`'s getNextPageParam. */
export const nextCursor = (page: { next_cursor: string | null }) => page.next_cursor;
