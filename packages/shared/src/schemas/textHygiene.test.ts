import { describe, expect, it } from 'vitest';
import { updateProfileInput } from './auth.js';
import { createBookingInput } from './bookings.js';
import { sendMessageInput } from './chat.js';
import { purchaseGiftInput } from './economy.js';
import { cleanLine, cleanLines } from './fields.js';
import { addCommentInput, mediaFields } from './media.js';
import { reviewInput } from './reviews.js';

/** Invisible and bidi characters (issue 21, item 10). */
const zeroWidth = '\u200b\u200c\u200d\u2060\ufeff\u00ad\u034f\u180e\u3164';
const rlo = '\u202e';
const overridesAndIsolates = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069';

describe('zero-width text', () => {
  it('is blank wherever text is required', () => {
    expect(
      sendMessageInput.safeParse({ recipient_id: 'p1', message: `${zeroWidth} \n${zeroWidth}` }).error?.issues[0]
        ?.message,
    ).toBe('messageBlank');
    expect(mediaFields.safeParse({ title: zeroWidth }).error?.issues[0]?.message).toBe('titleRequired');
    expect(addCommentInput.safeParse({ id: 'r1', comment_text: '\u200b\u200b' }).error?.issues[0]?.message).toBe(
      'commentRequired',
    );
    const booking = createBookingInput.safeParse({
      photographer_id: 'p1',
      event_date: '2030-01-02',
      event_location: '\u2060',
      contact_phone: '9800000000',
    });
    expect(booking.error?.issues[0]?.message).toBe('bookingIncomplete');
  });

  it('clears an optional text, as a blank one does', () => {
    expect(updateProfileInput.parse({ bio: zeroWidth, city: '\ufeff' })).toMatchObject({ bio: null, city: null });
    expect(
      purchaseGiftInput.parse({ recipient_id: 'p1', gift_type: 'dhaka_topi', message: '\u200b' }).message,
    ).toBeNull();
    expect(reviewInput.parse({ photographer_id: 'p1', comment: '\u200d\u200d' }).comment).toBe('');
  });

  it('keeps the joiners Nepali and emoji need inside a text that has letters', () => {
    const nepali = 'क्‍ष शक्‌ति 👨‍👩‍👧';
    expect(cleanLine(nepali)).toBe(nepali);
    expect(sendMessageInput.parse({ recipient_id: 'p1', message: nepali }).message).toBe(nepali);
  });
});

describe('bidi controls', () => {
  it('are removed from one-line fields: overrides, embeddings and isolates', () => {
    expect(cleanLine(`invoice${overridesAndIsolates}fdp.exe`)).toBe('invoicefdp.exe');
    expect(
      mediaFields.parse({ title: `Indra ${rlo}artaJ`, location: `${rlo}Basantapur`, category: `\u2067Festival\u2069` }),
    ).toMatchObject({ title: 'Indra artaJ', location: 'Basantapur', category: 'Festival' });
    expect(updateProfileInput.parse({ city: `Dha${rlo}ran`, location: `\u202bLakeside` })).toMatchObject({
      city: 'Dharan',
      location: 'Lakeside',
    });
  });

  it('keep the left-to-right and right-to-left marks, which reorder nothing beyond their neighbours', () => {
    expect(cleanLine('\u200fعلي\u200e 2')).toBe('\u200fعلي\u200e 2');
  });

  it('stay in texts of several lines, which the web shows isolated', () => {
    expect(cleanLines(`one${rlo}two`)).toBe(`one${rlo}two`);
    expect(sendMessageInput.parse({ recipient_id: 'p1', message: `Hi ${rlo}olleh` }).message).toBe(`Hi ${rlo}olleh`);
    expect(updateProfileInput.parse({ bio: `Bio ${rlo}x` }).bio).toBe(`Bio ${rlo}x`);
  });

  it('alone are blank', () => {
    expect(sendMessageInput.safeParse({ recipient_id: 'p1', message: `${rlo}\u202c` }).error?.issues[0]?.message).toBe(
      'messageBlank',
    );
  });
});
