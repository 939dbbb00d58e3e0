import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFields, daysFromToday, newAdmin, notificationsOf, requestBooking } from './bookings.fixtures.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let requester: NewUser;
beforeAll(async () => {
  t = await startTestApp();
  requester = await newUser(t);
});
afterAll(() => t.close());

const rowsFor = (photographer: NewUser) =>
  t.db.selectFrom('bookings').select('id').where('photographer_id', '=', photographer.user.id).execute();

/** Asserts a refusal wrote nothing: no booking for the photographer and nothing in their bell. */
async function expectNothingWritten(photographer: NewUser) {
  expect(await rowsFor(photographer)).toEqual([]);
  expect(await notificationsOf(t, photographer)).toEqual([]);
}

describe('asking a photographer for a booking', () => {
  it('answers the pending booking with both names and the form’s defaults for what was left out', async () => {
    const photographer = await newPhotographer(t);
    const date = daysFromToday(30);
    const reply = await requestBooking(t, requester, bookingFields(photographer.user.id, { event_date: date }));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      id: expect.any(String),
      user_id: requester.user.id,
      user_username: requester.user.username,
      photographer_id: photographer.user.id,
      photographer_username: photographer.user.username,
      event_type: 'wedding',
      event_date: date,
      event_location: 'Hotel Yak & Yeti, Durbar Marg, Kathmandu',
      event_duration: '4 hours',
      special_requirements: '',
      budget_range: 'Rs 50,000 - Rs 1,00,000',
      contact_phone: '9812345678',
      contact_email: null,
      status: 'pending',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      same_date_accepted: 0,
      agreed_price: null,
      // The photographer never set a policy: the booking keeps a copy of the default.
      policy: {
        advance_percent: 0,
        refund_tiers: [
          { days_before: 30, refund_percent: 100 },
          { days_before: 7, refund_percent: 50 },
        ],
      },
      advance: null,
      cancelled_by: null,
      // No agreed price yet: the balance is unknown until the photographer accepts at one.
      balance: { amount: null, paid_at: null, paid_via: null },
    });
    expect(await rowsFor(photographer)).toEqual([{ id: reply.body.id }]);
  });

  it('keeps every field the form sends', async () => {
    const photographer = await newPhotographer(t);
    const fields = {
      event_type: 'portrait',
      event_duration: 'Full day',
      budget_range: 'Negotiable',
      special_requirements: 'Drone shots of the mandap',
      contact_email: 'Sita@Example.com',
    };
    const reply = await requestBooking(t, requester, bookingFields(photographer.user.id, fields));
    expect(reply).toMatchObject({ status: 200, body: { ...fields, contact_email: 'sita@example.com' } });
  });

  it('takes an ISO timestamp as the event date and stores its date', async () => {
    const photographer = await newPhotographer(t);
    const date = daysFromToday(12);
    const reply = await requestBooking(
      t,
      requester,
      bookingFields(photographer.user.id, { event_date: `${date}T10:30:00.000Z` }),
    );
    expect(reply).toMatchObject({ status: 200, body: { event_date: date } });
    const stored = await t.db
      .selectFrom('bookings')
      .select('event_date')
      .where('id', '=', reply.body.id)
      .executeTakeFirstOrThrow();
    expect(stored.event_date).toBe(date);
  });

  it('takes today and the last bookable day', async () => {
    const photographer = await newPhotographer(t);
    for (const date of [daysFromToday(0), daysFromToday(730)]) {
      expect(
        await requestBooking(t, requester, bookingFields(photographer.user.id, { event_date: date })),
      ).toMatchObject({ status: 200, body: { event_date: date } });
    }
  });

  it('accepts Nepali phone numbers as people write them', async () => {
    const photographer = await newPhotographer(t);
    const numbers = ['9812345678', '+977 9812345678', '01-4412345', '९८१२३४५६७८'];
    for (const [index, contact_phone] of numbers.entries()) {
      const reply = await requestBooking(
        t,
        requester,
        bookingFields(photographer.user.id, { contact_phone, event_date: daysFromToday(40 + index) }),
      );
      expect(reply, contact_phone).toMatchObject({ status: 200, body: { contact_phone } });
    }
  });
});

describe('refusing a booking request', () => {
  it('asks for every required field that is missing or blank', async () => {
    const photographer = await newPhotographer(t);
    for (const field of ['photographer_id', 'event_date', 'event_location', 'contact_phone']) {
      const missing = Object.fromEntries(
        Object.entries(bookingFields(photographer.user.id)).filter(([key]) => key !== field),
      );
      for (const body of [missing, bookingFields(photographer.user.id, { [field]: '' })]) {
        expect(await requestBooking(t, requester, body), field).toMatchObject({
          status: 400,
          body: { detail: 'Please fill in all required fields', code: 'bookingIncomplete' },
        });
      }
    }
    await expectNothingWritten(photographer);
  });

  it('refuses a phone number that is not Nepali', async () => {
    const photographer = await newPhotographer(t);
    for (const contact_phone of ['12345', '+44 20 7946 0958', '98123456789', 'call me']) {
      expect(
        await requestBooking(t, requester, bookingFields(photographer.user.id, { contact_phone })),
        contact_phone,
      ).toMatchObject({ status: 400, body: { code: 'contactPhoneInvalid' } });
    }
    await expectNothingWritten(photographer);
  });

  it('refuses a date before today in Nepal', async () => {
    const photographer = await newPhotographer(t);
    const reply = await requestBooking(
      t,
      requester,
      bookingFields(photographer.user.id, { event_date: daysFromToday(-1) }),
    );
    expect(reply).toMatchObject({
      status: 400,
      body: { code: 'bookingDateInPast', detail: 'Please choose an event date from today onwards.' },
    });
    await expectNothingWritten(photographer);
  });

  it('says the same refusal in Nepali when the caller prefers it', async () => {
    const photographer = await newPhotographer(t);
    const reply = await requestBooking(
      t,
      requester,
      bookingFields(photographer.user.id, { event_date: daysFromToday(-1) }),
      { 'accept-language': 'ne' },
    );
    expect(reply).toMatchObject({
      status: 400,
      body: { code: 'bookingDateInPast', detail: 'कृपया आजदेखि पछिको मिति छान्नुहोस्।' },
    });
  });

  it('refuses a date more than 730 days ahead, and a date that does not exist', async () => {
    const photographer = await newPhotographer(t);
    const tooFar = await requestBooking(
      t,
      requester,
      bookingFields(photographer.user.id, { event_date: daysFromToday(731) }),
    );
    expect(tooFar).toMatchObject({
      status: 400,
      body: { code: 'bookingDateTooFar', detail: 'Please choose a date within the next 730 days' },
    });
    for (const event_date of ['2031-02-30', 'next Saturday']) {
      expect(
        await requestBooking(t, requester, bookingFields(photographer.user.id, { event_date })),
        event_date,
      ).toMatchObject({ status: 400, body: { code: 'bookingDateInvalid' } });
    }
    await expectNothingWritten(photographer);
  });

  it('refuses an event type, duration or budget outside the form’s lists', async () => {
    const photographer = await newPhotographer(t);
    const cases: [string, string, string][] = [
      ['event_type', 'funeral', 'bookingEventTypeInvalid'],
      ['event_duration', '3 weeks', 'bookingDurationInvalid'],
      ['budget_range', 'Rs 10', 'bookingBudgetInvalid'],
    ];
    for (const [field, value, code] of cases) {
      expect(
        await requestBooking(t, requester, bookingFields(photographer.user.id, { [field]: value })),
        field,
      ).toMatchObject({ status: 400, body: { code } });
    }
    await expectNothingWritten(photographer);
  });

  it('refuses a location or special requirements over their length, and a contact email that is not one', async () => {
    const photographer = await newPhotographer(t);
    const cases: [string, string, { code: string; detail: string }][] = [
      [
        'event_location',
        'x'.repeat(201),
        { code: 'bookingLocationTooLong', detail: 'Event location must be at most 200 characters' },
      ],
      [
        'special_requirements',
        'x'.repeat(2001),
        { code: 'bookingRequirementsTooLong', detail: 'Special requirements must be at most 2,000 characters' },
      ],
      ['contact_email', 'not-an-email', { code: 'contactEmailInvalid', detail: 'Please enter a valid contact email' }],
    ];
    for (const [field, value, refusal] of cases) {
      expect(
        await requestBooking(t, requester, bookingFields(photographer.user.id, { [field]: value })),
        field,
      ).toMatchObject({ status: 400, body: refusal });
    }
    await expectNothingWritten(photographer);
  });

  it('answers 404 for an unknown id, a regular user’s id and a suspended photographer', async () => {
    const regular = await newUser(t);
    const suspended = await newPhotographer(t);
    await t.db.updateTable('users').set({ suspended: 1 }).where('id', '=', suspended.user.id).execute();
    for (const id of ['no-such-photographer', regular.user.id, suspended.user.id]) {
      expect(await requestBooking(t, requester, bookingFields(id)), id).toMatchObject({
        status: 404,
        body: { code: 'photographerNotFound', detail: 'Photographer not found' },
      });
    }
    expect(
      await t.db
        .selectFrom('bookings')
        .select('id')
        .where('photographer_id', 'in', [regular.user.id, suspended.user.id])
        .execute(),
    ).toEqual([]);
  });

  it('asks a visitor to log in', async () => {
    const photographer = await newPhotographer(t);
    expect(await requestBooking(t, undefined, bookingFields(photographer.user.id))).toMatchObject({
      status: 401,
      body: { detail: 'Please login to book a photographer', code: 'loginToBook' },
    });
    await expectNothingWritten(photographer);
  });

  it('refuses a photographer and an admin', async () => {
    const photographer = await newPhotographer(t);
    for (const account of [await newPhotographer(t), await newAdmin(t)]) {
      expect(await requestBooking(t, account, bookingFields(photographer.user.id)), account.user.role).toMatchObject({
        status: 403,
        body: { code: 'onlyUsersBook' },
      });
    }
    await expectNothingWritten(photographer);
  });

  it('books a form sent twice once', async () => {
    const photographer = await newPhotographer(t);
    const body = bookingFields(photographer.user.id);
    expect((await requestBooking(t, requester, body)).status).toBe(200);
    expect(await requestBooking(t, requester, body)).toMatchObject({
      status: 409,
      body: { code: 'bookingAlreadyRequested', detail: 'You have already asked this photographer to book this date' },
    });
    expect(await rowsFor(photographer)).toHaveLength(1);
    expect(await notificationsOf(t, photographer)).toHaveLength(1);
  });

  it('lets the same request through again once the first was cancelled', async () => {
    const photographer = await newPhotographer(t);
    const body = bookingFields(photographer.user.id);
    const first = await requestBooking(t, requester, body);
    expect(
      (await t.call('POST', `/api/bookings/${first.body.id}/cancel`, { token: requester.access_token })).status,
    ).toBe(200);
    expect((await requestBooking(t, requester, body)).status).toBe(200);
    expect(await rowsFor(photographer)).toHaveLength(2);
  });
});
