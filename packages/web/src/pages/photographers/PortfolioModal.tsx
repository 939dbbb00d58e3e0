import { lazy, Suspense, useState } from 'react';
import type { DirectoryItem, UiMessageKey } from '@tasbir/shared';
import { Modal } from '../../components/Modal.js';
import { useT } from '../../i18n.js';
import { useNavigateWithFlash } from '../../state/flash.js';
import { useSession } from '../../state/useSession.js';
import { trpc } from '../../trpc.js';
import { PortfolioDetails } from './PortfolioDetails.js';
import { PortfolioHeader } from './PortfolioHeader.js';
import { PortfolioNotice } from './PortfolioNotice.js';
import { PortfolioTrust } from './PortfolioTrust.js';
import { ReviewForm } from './ReviewForm.js';
import { ReviewList } from './ReviewList.js';
import { BlockButton } from '../repliesBlocks/BlockButton.js';
import { useStartChat } from './useStartChat.js';
import './portfolio.css';

// Its own chunk, loaded with the dialog: a chunk the portfolio, the booking form and the dashboard
// shared statically would be listed in the home page's script.
// The gift dialog (its forms and the credit request's receipt rules) loads when it is opened.
const GiftModal = lazy(() => import('../gifts/GiftModal.js'));
const PolicySummary = lazy(() =>
  import('../bookings/PolicySummary.js').then((module) => ({ default: module.PolicySummary })),
);

type Props = { card: DirectoryItem; onClose: () => void; onBook: () => void };

/** A photographer's portfolio (docs/product.md#portfolios): header, details, reviews and actions. */
export default function PortfolioModal({ card, onClose, onBook }: Props) {
  const t = useT();
  const { user } = useSession();
  const navigateWithFlash = useNavigateWithFlash();
  const startChat = useStartChat();
  const id = { photographer_id: card.id };
  // The card opens the dialog at once; the fresh figures replace it (a review changes them).
  const photographer = trpc.photographers.byId.useQuery(id, { placeholderData: card }).data ?? card;
  const portfolio = trpc.portfolio.byPhotographer.useQuery(id);
  const reviews = trpc.reviews.byPhotographer.useQuery(id);
  const [writing, setWriting] = useState(false);
  const [gifting, setGifting] = useState(false);
  const [notice, setNotice] = useState<UiMessageKey | null>(null);

  const isUser = user?.role === 'user';
  const ownReview = reviews.data?.reviews.find((review) => review.user_username === user?.username);
  const bookSession = () => {
    if (user) onBook();
    else navigateWithFlash({ to: 'login', message: 'loginToBook' });
  };
  const sendGift = () => {
    if (user) setGifting(true);
    else navigateWithFlash({ to: 'login', message: 'loginToGift' });
  };

  return (
    <Modal title={photographer.username} onClose={onClose} closeLabel={t.close} size="wide">
      <PortfolioHeader photographer={photographer} />
      <PortfolioTrust photographer={photographer} />
      <PortfolioDetails photographer={photographer} portfolio={portfolio.data} />
      <Suspense fallback={null}>
        <PolicySummary photographerId={photographer.id} headingLevel="h3" />
      </Suspense>
      <ReviewList reviews={reviews.isError ? [] : reviews.data?.reviews} photographerName={photographer.username} />

      <PortfolioNotice message={notice && t[notice]} />
      <div className="button-row portfolio-actions">
        {isUser && (
          <button type="button" className="button button--primary" onClick={() => setWriting(true)}>
            {t.writeReview}
          </button>
        )}
        {(isUser || !user) && (
          <button type="button" className="button button--ghost" onClick={bookSession}>
            {t.bookSession}
          </button>
        )}
        {(isUser || !user) && (
          <button type="button" className="button button--ghost" onClick={sendGift}>
            {t.sendGift}
          </button>
        )}
        {user?.id !== photographer.id && (
          <button type="button" className="button button--ghost" onClick={() => startChat(photographer.id)}>
            {t.chat}
          </button>
        )}
        {user && user.id !== photographer.id && <BlockButton account={photographer} />}
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t.close}
        </button>
      </div>

      {writing && (
        <ReviewForm
          photographer={photographer}
          previous={ownReview}
          onClose={() => setWriting(false)}
          onSaved={() => {
            setWriting(false);
            setNotice('reviewSaved');
          }}
        />
      )}
      {gifting && (
        <Suspense fallback={null}>
          <GiftModal recipient={photographer} onClose={() => setGifting(false)} />
        </Suspense>
      )}
    </Modal>
  );
}
