import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '@tasbir/shared';

/** A cached list: one page (`useQuery`) or several (`useInfiniteQuery`). */
export type ListData<T> = Page<T> | InfiniteData<Page<T>>;

function patchPage<T extends { id: string }>(page: Page<T>, id: string, change: (item: T) => T): Page<T> {
  if (!page.items.some((item) => item.id === id)) return page;
  return { ...page, items: page.items.map((item) => (item.id === id ? change(item) : item)) };
}

/** The same cached list with one item changed (every copy of it); untouched lists are returned as they were. */
export function patchList<T extends { id: string }>(
  data: ListData<T> | undefined,
  id: string,
  change: (item: T) => T,
): ListData<T> | undefined {
  if (!data) return data;
  if ('pages' in data) return { ...data, pages: data.pages.map((page) => patchPage(page, id, change)) };
  return patchPage(data, id, change);
}
