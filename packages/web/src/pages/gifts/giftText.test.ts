import { describe, expect, it } from 'vitest';
import { giftText } from './giftText.js';

const chiya = { type: 'chiya', name: 'Cup of Chiya', description: 'A hot cup of milk tea, on you' };
const added = { type: 'sel_roti', name: 'Sel Roti', description: 'Added by an admin later' };

describe('a gift in the reader’s language', () => {
  it('shows the stored name and description in English', () => {
    expect(giftText(chiya, 'en')).toEqual({ name: 'Cup of Chiya', description: 'A hot cup of milk tea, on you' });
  });

  it('shows the catalogue’s Nepali for a seeded gift', () => {
    expect(giftText(chiya, 'ne').name).toBe('एक कप चिया');
  });

  it('falls back to the stored text for a gift the Nepali catalogue does not know', () => {
    expect(giftText(added, 'ne')).toEqual({ name: 'Sel Roti', description: 'Added by an admin later' });
  });
});
