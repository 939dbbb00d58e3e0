import { z } from 'zod';
import { refuse } from '../messages/errors.js';
import { roles } from '../roles.js';
import { planNames } from '../plans.js';
import { profileLimits } from '../limits.js';
import { canonicalPlaceName } from '../places.js';
import { emailField, newPasswordField, optionalText, usernameField } from './fields.js';

/** A district or city: free text as before, but a place the table knows is stored by its English name ("पोखरा", "Pokhra" → "Pokhara"). */
const optionalPlace = (max: number) =>
  optionalText(max).transform((value) => (value ? (canonicalPlaceName(value) ?? value) : value));

/** Only spaces (of every script) and invisible format characters: no password at all. */
export const isBlankPassword = (password: string) => !/[^\s\p{Cf}]/u.test(password);

/**
 * A new password: the length rules, and not blank. The server also refuses the 10,000 most common
 * passwords (api domains/auth/commonPasswords.ts); that list stays out of the web bundle.
 */
const newPassword = newPasswordField.refine((password) => !isBlankPassword(password), refuse('passwordBlank'));

/**
 * Registration. Unknown and privileged fields (credits, verified, …) are stripped, and a role
 * other than photographer, admin included, makes a plain user account.
 */
export const registerInput = z.object({
  username: usernameField,
  email: emailField,
  password: newPassword,
  role: z.enum(['user', 'photographer']).catch('user').default('user'),
  district: optionalPlace(profileLimits.district),
  city: optionalPlace(profileLimits.city),
  contact_number: optionalText(profileLimits.contact_number),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({
  email: emailField,
  password: z
    .string(refuse('passwordRequired'))
    .min(1, refuse('passwordRequired'))
    .max(1024, refuse('invalidCredentials')),
  /** What an earlier sign-in in this browser answered; one that is not valid is ignored, never refused. */
  device_token: z.string().max(2048).optional().catch(undefined),
});
export type LoginInput = z.infer<typeof loginInput>;

export const forgotPasswordInput = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

export const resetPasswordInput = z.object({
  token: z
    .string(refuse('invalidResetToken'))
    .min(1, refuse('invalidResetToken'))
    .max(200, refuse('invalidResetToken')),
  password: newPassword,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/**
 * `PUT /profile`. The picture is not a field: it is uploaded (`POST /profile/picture`) and goes
 * through the media pipeline, so a `profile_picture` sent here is ignored like every unknown field
 * (a client that still sends back the address it was given keeps working).
 */
export const updateProfileInput = z.object({
  username: usernameField.optional(),
  bio: optionalText(profileLimits.bio, { multiline: true }),
  location: optionalText(profileLimits.location),
  district: optionalPlace(profileLimits.district),
  city: optionalPlace(profileLimits.city),
  contact_number: optionalText(profileLimits.contact_number),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

/** What a client sends, before the schema trims it and turns blanks into none. */
export type UpdateProfileRequest = z.input<typeof updateProfileInput>;

/** How large a profile picture the server takes (asked before an upload's body is read). */
export const profilePictureAllowanceSchema = z.object({ max_file_bytes: z.number(), max_file_mb: z.number() });
export type ProfilePictureAllowance = z.infer<typeof profilePictureAllowanceSchema>;

/** The signed-in user as `/me`, login and registration return it. */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(roles),
  verified: z.boolean(),
  suspended: z.boolean(),
  subscription_plan: z.enum(planNames),
  subscription_active: z.boolean(),
  subscription_expires_at: z.string().nullable(),
  credits: z.number(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  district: z.string().nullable(),
  city: z.string().nullable(),
  contact_number: z.string().nullable(),
  profile_picture: z.string().nullable(),
  rating: z.number(),
  total_ratings: z.number(),
  photo_count: z.number(),
  reel_count: z.number(),
  total_gifts_received: z.number(),
  verification_badge: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const sessionSchema = z.object({
  user: userSchema,
  access_token: z.string(),
  token_type: z.literal('bearer'),
  /** Sent back at the next sign-in from this browser, it spares the owner the waits others' failed guesses cause. */
  device_token: z.string().optional(),
});
export type Session = z.infer<typeof sessionSchema>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
