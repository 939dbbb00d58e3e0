import { FormError } from '../../components/FormMessage.js';
import { useT } from '../../i18n.js';
import { trpc } from '../../trpc.js';
import { GiftList } from './GiftList.js';

type Props = {
  username: string;
  /** Users send gifts; photographers receive them. */
  side: 'sent' | 'received';
};

/** The gifts tab: the newest 100 gifts the account sent, or received. */
export function GiftsTab({ username, side }: Props) {
  const t = useT();
  const transactions = trpc.gifts.transactions.useQuery();
  if (transactions.isPending) return <p role="status">{t.loading}</p>;
  if (transactions.isError) return <FormError message={t.dashboardLoadFailed} />;
  const gifts = transactions.data.transactions.filter(
    (gift) => (side === 'sent' ? gift.sender_username : gift.recipient_username) === username,
  );
  return (
    <section aria-labelledby="gifts-tab-title">
      <h2 id="gifts-tab-title">{side === 'sent' ? t.recentGiftsSent : t.recentGiftsReceived}</h2>
      <GiftList gifts={gifts} side={side} empty={side === 'sent' ? t.noGiftsSent : t.noGiftsReceived} />
    </section>
  );
}
