import {
  isCoreErrorCode,
  type CoreErrorCode,
  fillMessage,
  profilePictureLimits,
  updateProfileInput,
  type ErrorCode,
  type UiMessages,
  type UpdateProfileRequest,
  type User,
} from '@tasbir/shared';
import { formProblems } from '../../forms/formProblems.js';

/** The text fields of the profile form (docs/product.md#accounts), in the order it shows them; the picture is uploaded on its own. */
export const profileFieldNames = ['username', 'bio', 'location', 'district', 'city', 'contact_number'] as const;
export type ProfileFieldName = (typeof profileFieldNames)[number];

/** The form as its text boxes hold it. */
export type ProfileFormState = Record<ProfileFieldName, string>;

/** The signed-in user's profile as the form starts it: a field with nothing stored is blank. */
export function profileFormFrom(user: User): ProfileFormState {
  return {
    username: user.username,
    bio: user.bio ?? '',
    location: user.location ?? '',
    district: user.district ?? '',
    city: user.city ?? '',
    contact_number: user.contact_number ?? '',
  };
}

/** Every field is sent, so one left blank clears what was stored (the server trims each). */
export function profileSaveInput(form: ProfileFormState): UpdateProfileRequest {
  return { ...form };
}

/** The first thing the server's own schema would refuse, and the field it is in. */
export type ProfileProblem = { code: ErrorCode; field: ProfileFieldName };

const isProfileField = (value: string): value is ProfileFieldName => profileFieldNames.some((name) => name === value);

/** The form checked with `updateProfileInput` before anything is sent; null when it may be sent. */
export function profileProblem(input: UpdateProfileRequest): ProfileProblem | null {
  const [first] = formProblems(updateProfileInput, input);
  if (!first) return null;
  return { code: first.code, field: isProfileField(first.field) ? first.field : 'username' };
}

/** What the picture chooser offers; the server reads the bytes again. */
export const pictureTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The quick checks before a picture is sent: its declared type and its size. Null when it may be sent. */
export function pictureProblem(file: { type: string; size: number }): CoreErrorCode | null {
  if (file.type && !pictureTypes.some((type) => type === file.type)) return 'imageTypeRefused';
  if (file.size > profilePictureLimits.maxMb * 1024 * 1024) return 'profilePictureTooLarge';
  return null;
}

/** Codes whose sentence does not say which field is wrong: the field is named instead. */
const unnamedFieldCodes: readonly ErrorCode[] = ['fieldTooLong', 'fieldInvalid'];

/** The problem in the chosen language; `fieldLabel` names the field when the code's sentence does not. */
export function profileProblemText(problem: ProfileProblem, t: UiMessages, fieldLabel: string): string {
  // A profile's codes are all in the tables every page carries; one that is not names the field.
  return unnamedFieldCodes.includes(problem.code) || !isCoreErrorCode(problem.code)
    ? fillMessage(t.fieldInvalid, { field: fieldLabel })
    : t[problem.code];
}
