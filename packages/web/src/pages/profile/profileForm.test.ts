import { describe, expect, it } from 'vitest';
import { uiEn, uiNe, updateProfileInput, type User } from '@tasbir/shared';
import { profileFormFrom, profileProblem, profileProblemText, profileSaveInput, type ProfileFormState } from './profileForm.js';

const user = (extra: Partial<User> = {}): User => ({
  id: 'u1',
  username: 'sita_lens',
  email: 'sita@example.com',
  role: 'photographer',
  verified: false,
  suspended: false,
  subscription_plan: 'free',
  subscription_active: false,
  subscription_expires_at: null,
  credits: 0,
  bio: null,
  location: null,
  district: 'Kaski',
  city: 'Pokhara',
  contact_number: null,
  profile_picture: null,
  rating: 0,
  total_ratings: 0,
  photo_count: 0,
  reel_count: 0,
  total_gifts_received: 0,
  verification_badge: false,
  created_at: '2025-01-01T00:00:00.000Z',
  ...extra,
});

const filled = (extra: Partial<ProfileFormState> = {}): ProfileFormState => ({ ...profileFormFrom(user()), ...extra });

describe('the profile form', () => {
  it('starts from the signed-in user, with blank boxes for what is not stored', () => {
    expect(profileFormFrom(user({ bio: 'Weddings by the lake.' }))).toEqual({
      username: 'sita_lens',
      bio: 'Weddings by the lake.',
      location: '',
      district: 'Kaski',
      city: 'Pokhara',
      contact_number: '',
      profile_picture: '',
    });
  });

  it('sends every field, so a city cleared in the form is cleared on the profile', () => {
    const input = profileSaveInput(filled({ city: '  ', bio: ' New bio ' }));
    expect(updateProfileInput.parse(input)).toMatchObject({ username: 'sita_lens', city: null, bio: 'New bio', district: 'Kaski', location: null });
  });

  it('lets a valid profile through', () => {
    expect(profileProblem(profileSaveInput(filled({ profile_picture: 'https://example.com/me.jpg' })))).toBeNull();
  });

  it('stops a blank or malformed username before anything is sent', () => {
    expect(profileProblem(filled({ username: '  ' }))).toEqual({ code: 'usernameRequired', field: 'username' });
    expect(profileProblem(filled({ username: 'no spaces please' }))).toEqual({ code: 'usernameInvalid', field: 'username' });
  });

  it('names the field that is too long', () => {
    const problem = profileProblem(filled({ city: 'x'.repeat(81) }));
    expect(problem).toEqual({ code: 'fieldTooLong', field: 'city' });
    expect(problem && profileProblemText(problem, uiEn, uiEn.cityLabel)).toBe('Please check the City field.');
    expect(problem && profileProblemText(problem, uiNe, uiNe.cityLabel)).toBe('कृपया सहर फिल्ड जाँच गर्नुहोस्।');
  });

  it('words a problem that names itself by its own sentence', () => {
    expect(profileProblemText({ code: 'usernameRequired', field: 'username' }, uiEn, uiEn.usernameLabel)).toBe('Username is required');
  });
});
