import { describe, expect, it } from 'vitest';
import { updateProfileInput } from './auth.js';
import { createBookingInput } from './bookings.js';
import { sendMessageInput } from './chat.js';
import { directoryQuery } from './directory.js';
import { purchaseGiftInput } from './economy.js';
import { cleanLine, cleanLines, usernameField } from './fields.js';
import { addCommentInput, mediaFields } from './media.js';
import { portfolioInput } from './portfolio.js';
import { reviewInput } from './reviews.js';

const nul = '\u0000';
const loneHighSurrogate = '\ud83d';

describe('control characters in text fields', () => {
  it('strips NUL and the other C0 and C1 controls and DEL from a single line, and turns line breaks and tabs into spaces', () => {
    expect(cleanLine(`Pok${nul}hara\u0007\u001b[31m\u007f\u0080\u009b`)).toBe('Pokhara[31m');
    expect(cleanLine('Lakeside\r\nPokhara\tKaski\nNepal\u2028Asia\u0085!')).toBe('Lakeside Pokhara Kaski Nepal Asia !');
  });

  it('keeps line feeds and tabs in a text of lines, making every other line break a line feed', () => {
    expect(cleanLines(`one\r\ntwo\rthree\n\tfour${nul}\u000b\u2029five`)).toBe('one\ntwo\nthree\n\tfour\n\nfive');
  });

  it('strips a lone surrogate but keeps emoji, Devanagari and the joiners Nepali needs', () => {
    expect(cleanLine(`a${loneHighSurrogate}b\udc00c`)).toBe('abc');
    const nepali = 'क्‍ष र्‍य शक्‌ति 🙏🏽 👨‍👩‍👧 नमस्ते';
    expect(cleanLine(nepali)).toBe(nepali);
    expect(cleanLines(nepali)).toBe(nepali);
    expect(nepali).toContain('\u200d');
    expect(nepali).toContain('\u200c');
  });

  it('happens before trimming and length checks: a text of controls only is blank', () => {
    expect(updateProfileInput.parse({ bio: `${nul}\u0001 ` }).bio).toBeNull();
    expect(sendMessageInput.safeParse({ recipient_id: 'p1', message: `${nul}${nul}` }).error?.issues[0]?.message).toBe(
      'messageBlank',
    );
  });

  it('applies to every free text a client sends', () => {
    const dirty = (text: string) => `${nul}${text}\u0007`;
    expect(
      updateProfileInput.parse({
        bio: dirty('Weddings\nand pasni'),
        location: dirty('Lakeside\nroad'),
        city: dirty('Dharan'),
        contact_number: dirty('9800000000'),
      }),
    ).toMatchObject({
      bio: 'Weddings\nand pasni',
      location: 'Lakeside road',
      city: 'Dharan',
      contact_number: '9800000000',
    });
    expect(
      mediaFields.parse({
        title: dirty('Indra Jatra'),
        description: dirty('Day one\nDay two'),
        category: dirty('Festival'),
        location: dirty('Basantapur'),
      }),
    ).toEqual({
      title: 'Indra Jatra',
      description: 'Day one\nDay two',
      category: 'Festival',
      location: 'Basantapur',
    });
    expect(addCommentInput.parse({ id: 'r1', comment_text: dirty('Ramro!') }).comment_text).toBe('Ramro!');
    expect(reviewInput.parse({ photographer_id: 'p1', comment: dirty('Great\nwork') }).comment).toBe('Great\nwork');
    expect(sendMessageInput.parse({ recipient_id: 'p1', message: dirty('Namaste\nfree in March?') }).message).toBe(
      'Namaste\nfree in March?',
    );
    expect(
      purchaseGiftInput.parse({ recipient_id: 'p1', gift_type: 'dhaka_topi', message: dirty('Badhai\nchha') }).message,
    ).toBe('Badhai\nchha');
    expect(
      portfolioInput.parse({ portfolio_description: dirty('Temples\nand lakes'), equipment: dirty('Sony A7, Godox') }),
    ).toMatchObject({ portfolio_description: 'Temples\nand lakes', equipment: ['Sony A7', 'Godox'] });
    expect(directoryQuery.parse({ search: dirty('wedding pokhara') }).search).toBe('wedding pokhara');
    const booking = createBookingInput.parse({
      photographer_id: 'p1',
      event_date: '2030-01-02',
      event_location: dirty('Hotel\nBarahi'),
      special_requirements: dirty('Drone\nplease'),
      contact_phone: dirty('9800000000'),
    });
    expect(booking).toMatchObject({
      event_location: 'Hotel Barahi',
      special_requirements: 'Drone\nplease',
      contact_phone: '9800000000',
    });
  });
});

describe('usernameField', () => {
  it('accepts Nepali names written with vowel signs and conjuncts', () => {
    for (const name of ['राम', 'कृष्ण', 'श्रेष्ठ', 'सीता_थापा', 'ram.thapa'])
      expect(usernameField.safeParse(name).success).toBe(true);
  });

  it('refuses a name that starts with a combining mark or stacks three of them', () => {
    for (const name of ['\u093Eराम', 'ra\u0301\u0302\u0303m'])
      expect(usernameField.safeParse(name).error?.issues[0]?.message).toBe('usernameInvalid');
  });
});
