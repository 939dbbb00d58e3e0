import { groupNepaliDigits, type Gift } from '@tasbir/shared';
import { fill, useT } from '../../i18n.js';

type Props = { gifts: Gift[]; selected: string | null; onSelect: (type: string) => void; disabled: boolean };

/**
 * The catalogue as a radio group: one gift at a time, and the browser's own keyboard handling
 * (Tab into the group, arrow keys to move) comes with the native radios behind the tiles.
 */
export function GiftGrid({ gifts, selected, onSelect, disabled }: Props) {
  const t = useT();
  return (
    <fieldset className="gift-grid" disabled={disabled}>
      <legend className="field__label">{t.giftChoose}</legend>
      {gifts.map((gift) => (
        <label key={gift.type} className="gift-tile" title={gift.description}>
          <input type="radio" name="gift-type" className="visually-hidden" value={gift.type} checked={selected === gift.type} onChange={() => onSelect(gift.type)} />
          <span className="gift-tile__emoji" aria-hidden="true">
            {gift.emoji}
          </span>
          <span className="gift-tile__name">{gift.name}</span>
          <span className="gift-tile__value">{fill(t.creditsAmount, { amount: groupNepaliDigits(gift.value) })}</span>
        </label>
      ))}
    </fieldset>
  );
}
