import { describe, expect, it } from 'vitest';
import { uiEn, uiNe, updateProfileInput, type User } from '@tasbir/shared';
import {
  pictureProblem,
  profileFormFrom,
  profileProblem,
  profileProblemText,
  profileSaveInput,
  type ProfileFormState,
} from './profileForm.js';

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
    });
  });

  it('sends every field, so a city cleared in the form is cleared on the profile', () => {
    const input = profileSaveInput(filled({ city: '  ', bio: ' New bio ' }));
    expect(updateProfileInput.parse(input)).toMatchObject({
      username: 'sita_lens',
      city: null,
      bio: 'New bio',
      district: 'Kaski',
      location: null,
    });
  });

  it('lets a valid profile through', () => {
    expect(
      profileProblem(profileSaveInput(filled({ bio: 'Weddings by Phewa lake.', contact_number: '9800000000' }))),
    ).toBeNull();
  });

  it('has no picture address to type: the picture is uploaded on its own', () => {
    expect(Object.keys(profileSaveInput(filled()))).not.toContain('profile_picture');
  });

  it('stops a blank or malformed username before anything is sent', () => {
    expect(profileProblem(filled({ username: '  ' }))).toEqual({ code: 'usernameRequired', field: 'username' });
    expect(profileProblem(filled({ username: 'no spaces please' }))).toEqual({
      code: 'usernameInvalid',
      field: 'username',
    });
  });

  it('names the field that is too long', () => {
    const problem = profileProblem(filled({ city: 'x'.repeat(81) }));
    expect(problem).toEqual({ code: 'fieldTooLong', field: 'city' });
    expect(problem && profileProblemText(problem, uiEn, uiEn.cityLabel)).toBe('Please check the City field.');
    expect(problem && profileProblemText(problem, uiNe, uiNe.cityLabel)).toBe('कृपया सहर फिल्ड जाँच गर्नुहोस्।');
  });

  it('words a problem that names itself by its own sentence', () => {
    expect(profileProblemText({ code: 'usernameRequired', field: 'username' }, uiEn, uiEn.usernameLabel)).toBe(
      'Username is required',
    );
  });
});

describe('the profile picture chooser', () => {
  it('sends a JPEG, PNG or WebP of up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', ''])
      expect(pictureProblem({ type, size: 5 * 1024 * 1024 })).toBeNull();
  });

  it('stops another kind of file, or a larger one, before a byte is sent', () => {
    expect(pictureProblem({ type: 'image/svg+xml', size: 2000 })).toBe('imageTypeRefused');
    expect(pictureProblem({ type: 'image/gif', size: 2000 })).toBe('imageTypeRefused');
    expect(pictureProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('profilePictureTooLarge');
  });
});
