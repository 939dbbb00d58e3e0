import { addDays } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhotographer } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import {
  arrangedBooking,
  cancelledByPhotographer,
  nepalTime,
  nightlyRound,
  plusMinutes,
  restCard,
  roundDay,
  threadsAnsweredAfter,
  trpcCard,
  trustRow,
} from './trust.fixtures.js';

/**
 * Response time, response rate and reliability (docs/decisions/019-trust-signals.md), recomputed by
 * the nightly round at chosen moments over threads arranged in the database; the events that keep
 * them between rounds are in trust.events.test.ts. Days are Nepal days around `roundDay`.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const day = roundDay;
const dayBefore = addDays(day, -1);
const lateNight = nepalTime(day, '00:30');

describe('too little data', () => {
  it('leaves both figures out with 4 threads and gives them with the 5th', async () => {
    const photographer = await newPhotographer(t);
    await threadsAnsweredAfter(t, photographer, nepalTime(dayBefore, '10:00'), [10, 20, 30, 40]);
    await nightlyRound(t, lateNight);
    expect(await restCard(t, photographer)).toMatchObject({ response_time_minutes: null, response_rate: null });
    expect(await trustRow(t, photographer)).toMatchObject({ threads: 4, computed_on: day });

    await threadsAnsweredAfter(t, photographer, nepalTime(dayBefore, '11:00'), [50]);
    await nightlyRound(t, nepalTime(addDays(day, 1), '00:30'));
    const figures = { response_time_minutes: 30, response_rate: 100, top_photographer: false };
    expect(await restCard(t, photographer)).toMatchObject(figures);
    expect(await trpcCard(t, photographer)).toMatchObject(figures);
  });

  it('leaves a photographer with no thread out, with no cancellation', async () => {
    const photographer = await newPhotographer(t);
    await nightlyRound(t, lateNight);
    expect(await restCard(t, photographer)).toEqual({
      response_time_minutes: null,
      response_rate: null,
      top_photographer: false,
      cancellations_last_year: 0,
    });
  });
});

describe('the 24-hour edge', () => {
  it('counts an answer at 23:59 in time and one at 24:01 late', async () => {
    const inTime = await newPhotographer(t);
    const late = await newPhotographer(t);
    const opened = nepalTime(dayBefore, '08:00');
    await threadsAnsweredAfter(t, inTime, opened, [10, 10, 10, 10, 23 * 60 + 59]);
    await threadsAnsweredAfter(t, late, opened, [10, 10, 10, 10, 24 * 60 + 1]);
    await nightlyRound(t, nepalTime(addDays(day, 1), '00:30'));
    expect(await restCard(t, inTime)).toMatchObject({ response_rate: 100, response_time_minutes: 10 });
    expect(await restCard(t, late)).toMatchObject({ response_rate: 80, response_time_minutes: 10 });
  });

  it('leaves an unanswered thread out for its first 24 hours, then counts it late with its wait', async () => {
    const pending = await newPhotographer(t);
    const missed = await newPhotographer(t);
    const round = nepalTime(day, '00:30');
    for (const photographer of [pending, missed])
      await threadsAnsweredAfter(t, photographer, nepalTime(dayBefore, '00:00'), [5, 5, 5, 5, 5]);
    await threadsAnsweredAfter(t, pending, plusMinutes(round, -(23 * 60 + 59)), [null]);
    await threadsAnsweredAfter(t, missed, plusMinutes(round, -(24 * 60 + 1)), [null, null, null]);
    await nightlyRound(t, round);
    expect(await trustRow(t, pending)).toMatchObject({ threads: 5, response_rate: 100, response_time_minutes: 5 });
    // 5, 5, 5, 5, 5, then three threads unanswered for 24:01: the median is the mean of 5 and 5.
    expect(await trustRow(t, missed)).toMatchObject({ threads: 8, response_rate: 62, response_time_minutes: 5 });
  });
});

describe('the median', () => {
  it('is the middle wait, an unanswered thread past a day counting with the wait so far', async () => {
    const photographer = await newPhotographer(t);
    const opened = nepalTime(dayBefore, '09:00');
    await threadsAnsweredAfter(t, photographer, opened, [3, 45, 90, 600, null, null]);
    // The round 24 h 30 m after they opened: the unanswered two have waited 1,470 minutes.
    await nightlyRound(t, plusMinutes(opened, 24 * 60 + 30));
    // 3, 45, 90, 600, 1470, 1470: the mean of 90 and 600.
    expect(await trustRow(t, photographer)).toMatchObject({
      threads: 6,
      response_time_minutes: 345,
      response_rate: 66,
    });
  });

  it('counts a request its client withdrew unanswered within a day as nothing, after a day as late', async () => {
    const photographer = await newPhotographer(t);
    const opened = nepalTime(dayBefore, '09:00');
    await threadsAnsweredAfter(t, photographer, opened, [20, 20, 20, 20]);
    const withdrawn = (minutes: number) =>
      arrangedBooking(t, photographer, {
        status: 'cancelled',
        cancelled_by: 'requester',
        created_at: opened.toISOString(),
        updated_at: plusMinutes(opened, minutes).toISOString(),
      });
    await withdrawn(60);
    await nightlyRound(t, nepalTime(addDays(day, 1), '00:30'));
    expect(await trustRow(t, photographer)).toMatchObject({ threads: 4, response_rate: null });
    await withdrawn(26 * 60);
    await nightlyRound(t, nepalTime(addDays(day, 2), '00:30'));
    expect(await trustRow(t, photographer)).toMatchObject({ threads: 5, response_rate: 80, response_time_minutes: 20 });
  });
});

describe('the 30-day window in Nepal time', () => {
  it('holds threads from 00:00 in Kathmandu 30 days before today, and slides at the next Nepal midnight', async () => {
    const inside = await newPhotographer(t);
    const outside = await newPhotographer(t);
    const edge = addDays(day, -30);
    // 00:00 in Kathmandu is 18:15 UTC the day before: a window by UTC days would leave these out.
    await threadsAnsweredAfter(t, inside, nepalTime(edge, '00:00'), [15, 15, 15, 15, 15]);
    await threadsAnsweredAfter(t, outside, nepalTime(addDays(edge, -1), '23:59'), [15, 15, 15, 15, 15]);

    // The round at 23:50 Nepal time still reads that Nepal day's window…
    await nightlyRound(t, nepalTime(day, '23:50'));
    expect(await trustRow(t, inside)).toMatchObject({ threads: 5, response_time_minutes: 15, computed_on: day });
    expect(await trustRow(t, outside)).toMatchObject({ threads: 0, response_time_minutes: null });

    // …and the one 15 minutes later, the next day in Kathmandu though not yet in UTC, slides it.
    const nextNepalDay = nepalTime(addDays(day, 1), '00:05');
    expect(nextNepalDay.toISOString().slice(0, 10)).toBe(day);
    await nightlyRound(t, nextNepalDay);
    expect(await trustRow(t, inside)).toMatchObject({
      threads: 0,
      response_time_minutes: null,
      computed_on: addDays(day, 1),
    });
  });

  it('runs once per Nepal day: a second round that day changes nothing', async () => {
    const photographer = await newPhotographer(t);
    await nightlyRound(t, nepalTime(addDays(day, 5), '00:10'));
    await threadsAnsweredAfter(t, photographer, nepalTime(addDays(day, 4), '10:00'), [1, 1, 1, 1, 1]);
    expect(await nightlyRound(t, nepalTime(addDays(day, 5), '23:00'))).toEqual({ directoryChanged: 0 });
    expect(await trustRow(t, photographer)).toMatchObject({ threads: 0 });
    expect(await nightlyRound(t, nepalTime(addDays(day, 6), '00:10'))).toEqual({ directoryChanged: 1 });
    expect(await trustRow(t, photographer)).toMatchObject({ threads: 5, response_time_minutes: 1 });
  });
});

describe('reliability', () => {
  it('counts the bookings the photographer cancelled since 00:00 in Kathmandu a year ago, and no one else’s', async () => {
    const photographer = await newPhotographer(t);
    const yearAgo = addDays(day, -365);
    await cancelledByPhotographer(t, photographer, nepalTime(yearAgo, '00:00'));
    await cancelledByPhotographer(t, photographer, nepalTime(dayBefore, '18:00'));
    await cancelledByPhotographer(t, photographer, nepalTime(addDays(yearAgo, -1), '23:59'));
    await arrangedBooking(t, photographer, { status: 'cancelled', cancelled_by: 'requester' });
    await arrangedBooking(t, photographer, {
      status: 'cancelled',
      cancelled_by: 'admin',
      answered_at: new Date().toISOString(),
    });
    await nightlyRound(t, lateNight);
    expect(await restCard(t, photographer)).toMatchObject({ cancellations_last_year: 2 });
    expect(await trpcCard(t, photographer)).toMatchObject({ cancellations_last_year: 2 });

    // The next Nepal day, the one at its first minute a year ago has left the year.
    await nightlyRound(t, nepalTime(addDays(day, 1), '00:30'));
    expect(await restCard(t, photographer)).toMatchObject({ cancellations_last_year: 1 });
  });
});

// Last: its round, days after the others', moves every photographer's row to its day.
describe('several servers', () => {
  it('running the round at the same moment, leave each photographer with the figures one round gives', async () => {
    const photographer = await newPhotographer(t);
    await threadsAnsweredAfter(t, photographer, nepalTime(addDays(day, 9), '10:00'), [2, 4, 6, 8, 10]);
    const rounds = await Promise.all([1, 2, 3].map(() => nightlyRound(t, nepalTime(addDays(day, 10), '00:01'))));
    expect(rounds.some((round) => round.directoryChanged === 1)).toBe(true);
    expect(await trustRow(t, photographer)).toMatchObject({
      threads: 5,
      response_time_minutes: 6,
      response_rate: 100,
      computed_on: addDays(day, 10),
    });
  });
});
