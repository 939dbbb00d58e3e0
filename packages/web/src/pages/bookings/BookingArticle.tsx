import { useId, type ReactNode } from 'react';
import type { Booking, BookingStatus } from '@tasbir/shared';
import { fill, useT } from '../../i18n.js';
import { userWritten } from '../../components/userWritten.js';
import { useFormat } from '../../useFormat.js';
import { AdvanceFacts, type BookingSide } from './AdvanceFacts.js';
import { budgetText, durationKeys } from './bookingRules.js';
import { useEventDate } from './eventDate.js';

/** A booking's details a list may show, in the order given. */
export type BookingFact =
  | 'photographer'
  | 'requester'
  | 'event_type'
  | 'event_date'
  | 'location'
  | 'duration'
  | 'budget'
  | 'phone'
  | 'email'
  | 'requirements';

/** Where a booking stands, in words (the colour only repeats them): pending and awaiting the advance yellow, accepted and confirmed green, declined red, cancelled and expired grey, completed blue. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const t = useT();
  const label = t[`bookingStatus_${status}`];
  return (
    <span className={`booking-status booking-status--${status}`}>
      <span className="visually-hidden">{fill(t.bookingStatusIs, { status: label })}</span>
      <span aria-hidden="true">{label}</span>
    </span>
  );
}

function BookingFacts({ booking, facts }: { booking: Booking; facts: readonly BookingFact[] }) {
  const t = useT();
  const format = useFormat();
  const eventDate = useEventDate();
  // A third element marks a value the requester typed (userWritten).
  const rows: Record<BookingFact, [string, string] | [string, string, 'typed'] | null> = {
    photographer: [t.bookingPhotographer, booking.photographer_username],
    requester: [t.bookingRequester, booking.user_username],
    event_type: [t.bookingEventType, t[`eventType_${booking.event_type}`]],
    event_date: [t.bookingEventDate, eventDate(booking.event_date)],
    location: [t.bookingEventLocation, booking.event_location, 'typed'],
    duration: [t.bookingDuration, t[durationKeys[booking.event_duration]]],
    budget: [t.bookingBudget, budgetText(booking.budget_range, format.language)],
    phone: [t.bookingContactPhone, booking.contact_phone],
    email: booking.contact_email ? [t.bookingContactEmail, booking.contact_email] : null,
    requirements: booking.special_requirements
      ? [t.bookingRequirements, booking.special_requirements, 'typed']
      : [t.bookingRequirements, t.bookingNoRequirements],
  };
  return (
    <dl className="booking__facts">
      {facts.map((fact) => {
        const row = rows[fact];
        if (!row) return null;
        return (
          <div key={fact} className={`booking__fact booking__fact--${fact}`}>
            <dt>{row[0]}</dt>
            <dd {...(row[2] ? userWritten : {})}>{row[1]}</dd>
          </div>
        );
      })}
    </dl>
  );
}

type Props = {
  booking: Booking;
  /** The event and the other party ("Wedding with studio_ram"): the article's name. */
  heading: string;
  facts: readonly BookingFact[];
  /** Whose view this is: the advance's deadline is worded for them. */
  side: BookingSide;
  /** The buttons and notes of this side of the booking. */
  children?: ReactNode;
};

/** One booking as an article named by its heading, its status badge beside it, then its details and its money. */
export function BookingArticle({ booking, heading, facts, side, children }: Props) {
  const headingId = useId();
  return (
    <article className={`booking booking--${booking.status}`} aria-labelledby={headingId}>
      <header className="booking__head">
        <h3 id={headingId}>{heading}</h3>
        <BookingStatusBadge status={booking.status} />
      </header>
      <BookingFacts booking={booking} facts={facts} />
      <AdvanceFacts booking={booking} side={side} />
      {children}
    </article>
  );
}
