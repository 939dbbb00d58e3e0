import type { DirectoryItem } from '@tasbir/shared';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { replaceRouteAtom } from '../../state/navigation.js';
import { trpc } from '../../trpc.js';
import type { PhotographerDialogs } from './usePhotographerDialogs.js';

/** The directory's address, naming the photographer whose portfolio is open (null for none). */
export const portfolioRoute = (photographerId: string | null) =>
  photographerId ? ({ page: 'photographers', photographerId } as const) : ({ page: 'photographers' } as const);

/**
 * Keeps the directory's address and its portfolio dialog together: `/photographers/{id}` opens that
 * photographer's portfolio (the card fetched on its own when the loaded cards lack it), and the address
 * names the portfolio that is open, `/photographers` when none. No history entries: back leaves the page.
 */
export function usePortfolioAddress(
  photographerId: string | undefined,
  cards: readonly DirectoryItem[],
  cardsLoaded: boolean,
  dialogs: PhotographerDialogs,
): void {
  const replaceRoute = useSetAtom(replaceRouteAtom);
  const listed = cards.find((card) => card.id === photographerId);
  const needCard = photographerId !== undefined && cardsLoaded && !listed;
  const fetched = trpc.photographers.byId.useQuery(
    { photographer_id: photographerId ?? '' },
    { enabled: needCard, retry: false },
  );
  const card = listed ?? (needCard ? fetched.data : undefined);
  const { portfolioId, viewPortfolio } = dialogs;

  // Once per arrival at a photographer's address: a portfolio left for the booking form stays closed.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (photographerId === undefined) opened.current = null;
    if (!card || opened.current === card.id) return;
    opened.current = card.id;
    if (portfolioId !== card.id) viewPortfolio(card);
  }, [photographerId, card, portfolioId, viewPortfolio]);

  const shown = useRef(portfolioId);
  useEffect(() => {
    if (shown.current === portfolioId) return;
    shown.current = portfolioId;
    replaceRoute(portfolioRoute(portfolioId));
  }, [portfolioId, replaceRoute]);

  useEffect(() => {
    if (!fetched.error) return;
    console.error('The shared photographer could not be loaded', fetched.error);
    replaceRoute(portfolioRoute(null));
  }, [fetched.error, replaceRoute]);
}
