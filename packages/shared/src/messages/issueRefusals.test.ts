import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBookingInput } from '../schemas/bookings.js';
import { registerInput, updateProfileInput } from '../schemas/auth.js';
import { hasIssues, refusalOfIssue, refusalOfIssues } from './issueRefusals.js';

const issuesOf = (result: { error?: { issues: z.core.$ZodIssue[] } }) => result.error?.issues ?? [];

describe('the refusal of a schema’s issues', () => {
  it('answers the code the schema carries, the first issue first', () => {
    const issues = issuesOf(registerInput.safeParse({ username: '', email: '', password: '' }));
    expect(refusalOfIssues({ issues })).toEqual({ code: 'usernameRequired', params: {} });
  });

  it('gives a length check’s bound and field to a sentence with those slots', () => {
    const [issue] = issuesOf(updateProfileInput.safeParse({ city: 'x'.repeat(81) }));
    expect(refusalOfIssue(issue)).toEqual({ code: 'fieldTooLong', params: { field: 'city', max: 80 } });
    const [location] = issuesOf(
      createBookingInput.safeParse({
        photographer_id: 'p1',
        event_date: '2030-05-01',
        event_location: 'x'.repeat(201),
        contact_phone: '9800000000',
      }),
    );
    expect(refusalOfIssue(location)).toEqual({ code: 'bookingLocationTooLong', params: { max: 200 } });
  });

  it('names the field of an issue that carries no code, and the input when there is no field', () => {
    const [wrongType] = issuesOf(z.object({ rating: z.number() }).safeParse({ rating: 'five' }));
    expect(refusalOfIssue(wrongType)).toEqual({ code: 'fieldInvalid', params: { field: 'rating' } });
    expect(refusalOfIssue({ message: 'no code here', path: [] })).toEqual({
      code: 'fieldInvalid',
      params: { field: 'input' },
    });
    expect(refusalOfIssues({ issues: [] })).toEqual({ code: 'fieldInvalid', params: { field: 'input' } });
  });

  it('knows a failure that carries issues', () => {
    expect(hasIssues(registerInput.safeParse({}).error)).toBe(true);
    expect(hasIssues(new Error('boom'))).toBe(false);
    expect(hasIssues(null)).toBe(false);
  });
});
