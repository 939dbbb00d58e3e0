import { useT } from '../i18n.js';
import './loadMore.css';

type Pages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** "Load more" under a paged list, while the server says there is a next page. */
export function LoadMoreButton({ pages }: { pages: Pages }) {
  const t = useT();
  if (!pages.hasNextPage) return null;
  return (
    <button
      type="button"
      className="button button--ghost load-more"
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {pages.isFetchingNextPage ? t.loading : t.bookingsLoadMore}
    </button>
  );
}
