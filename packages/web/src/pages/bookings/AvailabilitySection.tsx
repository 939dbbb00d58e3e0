import { useState, type FormEvent } from 'react';
import { addDays, bookingLimits, nepalToday } from '@tasbir/shared';
import { ActionNoticeLine } from '../../components/ActionNoticeLine.js';
import { BsDateField } from '../../components/BsDateField.js';
import { FormError } from '../../components/FormMessage.js';
import { useActionNotice } from '../../components/useActionNotice.js';
import { fill, useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { errorText, trpc } from '../../trpc.js';
import { useEventDate } from './eventDate.js';

/**
 * The photographer's availability (the coming year): a date to mark unavailable, the marked dates
 * each with a button to free it, and the dates their accepted bookings already take.
 */
export function AvailabilitySection({ photographerId }: { photographerId: string }) {
  const t = useT();
  const format = useFormat();
  const eventDate = useEventDate();
  const utils = trpc.useUtils();
  const availability = trpc.bookings.availability.useQuery({ photographer_id: photographerId });
  const [date, setDate] = useState('');
  const { notice, succeeded, failed } = useActionNotice();
  const setAvailability = trpc.bookings.setAvailability.useMutation({
    onSuccess: (answer) => {
      succeeded(
        fill(answer.available ? t.availabilityFreedNotice : t.availabilityMarkedNotice, {
          date: eventDate(answer.date),
        }),
      );
      if (!answer.available) setDate('');
    },
    onError: (error) =>
      failed(fill(t.availabilityUpdateFailed, { detail: errorText(error, format.language, 'unknownError') })),
    onSettled: () => utils.bookings.availability.invalidate(),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (date) setAvailability.mutate({ date, available: false });
    else failed(t.availabilityChooseDate);
  };
  const today = nepalToday();

  return (
    <section className="availability" aria-labelledby="availability-title">
      <h2 id="availability-title">{t.availabilityTitle}</h2>
      <p className="note">{t.availabilityIntro}</p>
      <form className="availability__form" onSubmit={onSubmit} noValidate>
        <BsDateField
          id="availability-date"
          label={t.availabilityDateLabel}
          value={date}
          min={today}
          max={addDays(today, bookingLimits.daysAhead)}
          onChange={setDate}
        />
        <button type="submit" className="button button--primary" disabled={setAvailability.isPending}>
          {t.availabilityMark}
        </button>
      </form>
      <ActionNoticeLine notice={notice} />
      {availability.isPending && <p role="status">{t.loading}</p>}
      {availability.isError && <FormError message={t.bookingsLoadFailed} />}
      {availability.data && (
        <div className="availability__lists">
          <section aria-labelledby="availability-marked-title">
            <h3 id="availability-marked-title">{t.availabilityMarkedTitle}</h3>
            {availability.data.unavailable.length === 0 && <p className="note">{t.availabilityNoneMarked}</p>}
            <ul className="availability__dates">
              {availability.data.unavailable.map((marked) => (
                <li key={marked}>
                  <span>{eventDate(marked)}</span>
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={setAvailability.isPending}
                    aria-label={fill(t.availabilityFreeDate, { date: eventDate(marked) })}
                    onClick={() => setAvailability.mutate({ date: marked, available: true })}
                  >
                    {t.availabilityFree}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="availability-booked-title">
            <h3 id="availability-booked-title">{t.availabilityBookedTitle}</h3>
            {availability.data.booked.length === 0 && <p className="note">{t.availabilityNoneBooked}</p>}
            <ul className="availability__dates">
              {availability.data.booked.map((booked) => (
                <li key={booked}>{eventDate(booked)}</li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </section>
  );
}
