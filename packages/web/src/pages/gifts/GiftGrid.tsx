import type { Gift } from '@tasbir/shared';
import { giftText } from './giftText.js';
import { useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';

type Props = { gifts: Gift[]; selected: string | null; onSelect: (type: string) => void; disabled: boolean };

/**
 * The catalogue as a radio group: one gift at a time, and the browser's own keyboard handling
 * (Tab into the group, arrow keys to move) comes with the native radios behind the tiles.
 */
export function GiftGrid({ gifts, selected, onSelect, disabled }: Props) {
  const t = useT();
  const format = useFormat();
  return (
    <fieldset className="gift-grid" disabled={disabled}>
      <legend className="field__label">{t.giftChoose}</legend>
      {gifts.map((gift) => {
        const text = giftText(gift, format.language);
        return (
          <label key={gift.type} className="gift-tile" title={text.description}>
            <input
              type="radio"
              name="gift-type"
              className="visually-hidden"
              value={gift.type}
              checked={selected === gift.type}
              onChange={() => onSelect(gift.type)}
            />
            <span className="gift-tile__emoji" aria-hidden="true">
              {gift.emoji}
            </span>
            <span className="gift-tile__name">{text.name}</span>
            <span className="gift-tile__value">{format.fill(t.creditsAmount, { amount: gift.value })}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
