import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { DirectoryItem } from '@tasbir/shared';

// The dialogs load when first opened: the home page and the directory ship only the cards.
const PortfolioModal = lazy(() => import('./PortfolioModal.js'));
const BookingModal = lazy(() => import('../bookings/BookingModal.js'));
const GiftModal = lazy(() => import('../gifts/GiftModal.js'));

type OpenDialog = { kind: 'portfolio' | 'booking' | 'gift'; card: DirectoryItem } | null;

export type PhotographerDialogs = {
  viewPortfolio: (card: DirectoryItem) => void;
  book: (card: DirectoryItem) => void;
  sendGift: (card: DirectoryItem) => void;
  /** The photographer whose portfolio is open, or null. */
  portfolioId: string | null;
  /** The open dialog, to render once beside the cards. */
  element: ReactNode;
};

/** The portfolio, booking and gift dialogs a list of photographer cards opens. */
export function usePhotographerDialogs(): PhotographerDialogs {
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = useCallback(() => setOpen(null), []);
  const viewPortfolio = useCallback((card: DirectoryItem) => setOpen({ kind: 'portfolio', card }), []);
  const book = useCallback((card: DirectoryItem) => setOpen({ kind: 'booking', card }), []);
  const sendGift = useCallback((card: DirectoryItem) => setOpen({ kind: 'gift', card }), []);

  const element = useMemo(() => {
    if (!open) return null;
    return (
      <Suspense fallback={null}>
        {open.kind === 'portfolio' && (
          <PortfolioModal card={open.card} onClose={close} onBook={() => book(open.card)} />
        )}
        {open.kind === 'booking' && <BookingModal card={open.card} onClose={close} />}
        {open.kind === 'gift' && <GiftModal recipient={open.card} onClose={close} />}
      </Suspense>
    );
  }, [open, close, book]);

  const portfolioId = open?.kind === 'portfolio' ? open.card.id : null;
  return { viewPortfolio, book, sendGift, portfolioId, element };
}
