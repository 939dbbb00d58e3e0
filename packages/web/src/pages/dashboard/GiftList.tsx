import type { GiftTransaction } from '@tasbir/shared';
import { userWritten } from '../../components/userWritten.js';
import { fill, useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { giftName } from '../gifts/giftText.js';

type Props = {
  gifts: readonly GiftTransaction[];
  /** Sent gifts name their recipient; received ones their sender. */
  side: 'sent' | 'received';
  empty: string;
};

/** Gifts as a list: emoji and name, value, the other person, the message and the day. */
export function GiftList({ gifts, side, empty }: Props) {
  const t = useT();
  const format = useFormat();
  if (gifts.length === 0) return <p className="note">{empty}</p>;

  const who = (gift: GiftTransaction) => {
    const username = side === 'sent' ? gift.recipient_username : gift.sender_username;
    if (username === null) return side === 'sent' ? t.giftToDeleted : t.giftFromDeleted;
    return fill(side === 'sent' ? t.giftTo : t.giftFrom, { username });
  };

  return (
    <ul className="gift-list">
      {gifts.map((gift) => (
        <li key={gift.id} className="gift-list__item">
          <p className="gift-list__head">
            <strong>
              {format.fill(t.giftLine, {
                emoji: gift.emoji,
                name: giftName(gift.gift_type, gift.gift_name, format.language),
                value: gift.gift_value,
              })}
            </strong>{' '}
            <span>{who(gift)}</span>
            <time dateTime={gift.created_at}>{format.date(gift.created_at)}</time>
          </p>
          {gift.message && (
            <p className="gift-list__message" {...userWritten}>
              “{gift.message}”
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
