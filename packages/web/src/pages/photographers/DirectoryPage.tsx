import { keepPreviousData } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { pageLimits, type Suggestion } from '@tasbir/shared';
import { EmptyState } from '../../components/EmptyState.js';
import { ListSkeleton } from '../../components/ListSkeleton.js';
import { PageHeader } from '../../components/PageHeader.js';
import { firstScreenCards, useScreenfulFirst } from '../../components/useScreenfulFirst.js';
import { useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { countText } from '../../rating.js';
import { useSession } from '../../state/useSession.js';
import { trpc } from '../../trpc.js';
import { placeOptions } from './cardFacts.js';
import { DirectoryFilters } from './DirectoryFilters.js';
import { directoryInput, hasFilters, noFilters, useDebouncedValue } from './directoryQuery.js';
import { PhotographerCard } from './PhotographerCard.js';
import { PhotographerCardSkeleton } from './PhotographerCardSkeleton.js';
import { usePhotographerDialogs } from './usePhotographerDialogs.js';
import { portfolioRoute, usePortfolioAddress } from './usePortfolioAddress.js';
import { useStartChat } from './useStartChat.js';
import { nextCursor } from '../../paging.js';
import { replaceRouteAtom } from '../../state/navigation.js';
import { filtersPicked } from './directoryQuery.js';

const searchDelayMs = 300;
/**
 * The photographer directory (docs/product.md#directory): filters, cards, Load more, the empty state.
 * `/photographers/{id}` opens that photographer's portfolio.
 */
export function DirectoryPage({ photographerId }: { photographerId?: string }) {
  const t = useT();
  const format = useFormat();
  const { user } = useSession();
  const [filters, setFilters] = useState(noFilters);
  // Enter searches the text at once; otherwise a pause in typing does.
  const [submitted, setSubmitted] = useState<string | null>(null);
  const debounced = useDebouncedValue(filters.search, searchDelayMs);
  const search = submitted === filters.search ? submitted : debounced;
  const replaceRoute = useSetAtom(replaceRouteAtom);
  const pick = (suggestion: Suggestion) => {
    setFilters(filtersPicked(filters, suggestion));
    // A photographer's address opens their portfolio (usePortfolioAddress).
    if (suggestion.type === 'photographer' && suggestion.id) replaceRoute(portfolioRoute(suggestion.id));
  };
  const applied = { ...filters, search };

  const results = trpc.photographers.list.useInfiniteQuery(directoryInput(applied), {
    getNextPageParam: nextCursor,
    placeholderData: keepPreviousData,
  });
  // The unfiltered directory (the same cached query while no filter is set) feeds the place options.
  const everyone = trpc.photographers.list.useInfiniteQuery(directoryInput(noFilters), {
    getNextPageParam: nextCursor,
  });
  const dialogs = usePhotographerDialogs();
  const startChat = useStartChat();

  const cards = results.isError ? [] : (results.data?.pages.flatMap((page) => page.photographers) ?? []);
  const drawn = useScreenfulFirst(cards, firstScreenCards);
  const seen = [...cards, ...(everyone.data?.pages.flatMap((page) => page.photographers) ?? [])];
  usePortfolioAddress(photographerId, seen, !results.isPending && !everyone.isPending, dialogs);
  const cities = placeOptions(
    seen.map((card) => card.city),
    filters.city,
  );
  const districts = placeOptions(
    seen.map((card) => card.district),
    filters.district,
  );
  const filtered = hasFilters(applied);
  let emptyBody = t.noPhotographersBody;
  if (applied.freeOn) emptyBody = t.directoryNoneFreeBody;
  else if (filtered) emptyBody = t.directoryNoMatchesBody;

  let body;
  if (results.isPending)
    body = (
      <ListSkeleton listClassName="photographer-grid" count={pageLimits.default} status={t.loading}>
        <PhotographerCardSkeleton />
      </ListSkeleton>
    );
  else if (cards.length === 0) body = <EmptyState title={t.noPhotographers} body={emptyBody} icon="📸" backToHome />;
  else
    body = (
      <>
        <ul className="photographer-grid" aria-busy={results.isFetching && !results.isFetchingNextPage}>
          {drawn.map((card) => (
            <li key={card.id}>
              <PhotographerCard
                card={card}
                viewer={user}
                headingLevel={2}
                onViewPortfolio={dialogs.viewPortfolio}
                onBook={dialogs.book}
                onGift={dialogs.sendGift}
                onChat={startChat}
              />
            </li>
          ))}
        </ul>
        {results.hasNextPage && (
          <div className="directory-more">
            <button
              type="button"
              className="button button--ghost button--large"
              disabled={results.isFetchingNextPage}
              onClick={() => void results.fetchNextPage()}
            >
              {results.isFetchingNextPage ? t.loading : t.directoryLoadMore}
            </button>
          </div>
        )}
      </>
    );

  return (
    <div className="content-page directory">
      <PageHeader title={t.photographersTitle} intro={t.photographersIntro} />
      <DirectoryFilters
        filters={filters}
        onChange={setFilters}
        cities={cities}
        districts={districts}
        onPick={pick}
        onSubmit={() => setSubmitted(filters.search)}
      />
      <p className="directory-count" role="status">
        {results.isPending ? '' : countText(cards.length, t.directoryShownOne, t.directoryShown, format.language)}
      </p>
      {body}
      {dialogs.element}
    </div>
  );
}
