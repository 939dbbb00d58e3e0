/**
 * Sentences the server answers with (`{detail}` on REST, the tRPC error message).
 * Texts the spec gives are kept to the letter; the rest follow its tone.
 */
export const errorMessages = {
  // Spec section 8 fallbacks, shown by the client when the server gives no detail.
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  somethingWentWrong: 'Something went wrong. Please try again.',
  invalidResetToken: 'Invalid or expired reset token. Please try again.',
  profileUpdateFailed: 'Failed to update profile. Please try again.',

  // Validation (spec section 5; DECISIONS.md sets the password minimum to 8).
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  usernameRequired: 'Username is required',
  usernameInvalid: 'Username must be 3 to 30 letters, digits, dots, dashes or underscores',
  roleInvalid: 'Role must be user or photographer',
  fieldTooLong: 'This field is too long',

  // Accounts.
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'Email already registered',
  usernameTaken: 'Username already taken',
  accountSuspended: 'Your account has been suspended',
  notAuthenticated: 'Please login to continue',
  invalidToken: 'Could not validate credentials',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  internal: 'Something went wrong. Please try again.',
} as const;

export type ErrorMessageKey = keyof typeof errorMessages;
