/**
 * Refusals of accounts and of every call: the key is the error code both ends show by. Texts the
 * product gives are kept to the letter; the rest follow their tone. `{name}` marks a parameter.
 */
export const accountErrorsEn = {
  // Fallbacks a client shows when the server gives no code.
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  somethingWentWrong: 'Something went wrong. Please try again.',
  profileUpdateFailed: 'Failed to update profile. Please try again.',

  // Validation (a password of at least 8 characters, no composition rules).
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  passwordBlank: 'Password cannot be only spaces',
  passwordTooCommon: 'This password is too common. Please choose another one.',
  passwordsDoNotMatch: 'Passwords do not match',
  usernameRequired: 'Username is required',
  usernameInvalid: 'Username must be 3 to 30 letters, digits, dots, dashes or underscores',
  roleInvalid: 'Role must be user or photographer',
  fieldTooLong: '{field} must be at most {max} characters.',
  fieldInvalid: 'Please check the {field} field.',
  invalidResetToken: 'Invalid or expired reset token. Please try again.',

  // Accounts.
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'Email already registered',
  usernameTaken: 'Username already taken',
  accountSuspended: 'Your account has been suspended',
  notAuthenticated: 'Please login to continue',
  invalidToken: 'Could not validate credentials',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  forbidden: 'You do not have permission to do this',

  // Any call.
  notFound: 'Not found',
  requestInvalid: 'The request could not be read. Please try again.',
  methodNotAllowed: 'This address does not accept that method.',
  unsupportedMediaType: 'This address does not accept that kind of body.',
  bodyTooLarge: 'The request is too large.',
  urlTooLong: 'The address is too long.',
  limitInvalid: 'Limit must be a whole number of at least 1',
  cursorInvalid: 'This page link has expired. Please reload the list.',
  serviceUnavailable: 'The service is unavailable right now. Please try again shortly.',
  internal: 'Something went wrong. Please try again.',
} as const;

export const accountErrorsNe: Record<keyof typeof accountErrorsEn, string> = {
  loginFailed: 'लगइन असफल भयो',
  registrationFailed: 'दर्ता असफल भयो',
  somethingWentWrong: 'केही गडबड भयो। कृपया फेरि प्रयास गर्नुहोस्।',
  profileUpdateFailed: 'प्रोफाइल अद्यावधिक गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',

  emailRequired: 'इमेल आवश्यक छ',
  emailInvalid: 'कृपया मान्य इमेल ठेगाना लेख्नुहोस्',
  passwordRequired: 'पासवर्ड आवश्यक छ',
  passwordTooShort: 'पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ',
  passwordTooLong: 'पासवर्ड बढीमा १२८ अक्षरको हुनुपर्छ',
  passwordBlank: 'पासवर्ड खाली ठाउँ मात्र हुन सक्दैन',
  passwordTooCommon: 'यो पासवर्ड धेरै चलेको छ। कृपया अर्कै छान्नुहोस्।',
  passwordsDoNotMatch: 'पासवर्डहरू मिलेनन्',
  usernameRequired: 'प्रयोगकर्ता नाम आवश्यक छ',
  usernameInvalid: 'प्रयोगकर्ता नाम ३ देखि ३० वटा अक्षर, अङ्क, थोप्ला, ड्यास वा अन्डरस्कोरको हुनुपर्छ',
  roleInvalid: 'भूमिका प्रयोगकर्ता वा फोटोग्राफर हुनुपर्छ',
  fieldTooLong: '{field} बढीमा {max} अक्षरको हुनुपर्छ।',
  fieldInvalid: 'कृपया {field} फिल्ड जाँच गर्नुहोस्।',
  invalidResetToken: 'रिसेट लिङ्क अमान्य वा म्याद सकिएको छ। कृपया फेरि प्रयास गर्नुहोस्।',

  invalidCredentials: 'इमेल वा पासवर्ड मिलेन',
  emailTaken: 'यो इमेल पहिले नै दर्ता भइसकेको छ',
  usernameTaken: 'यो प्रयोगकर्ता नाम पहिले नै लिइसकिएको छ',
  accountSuspended: 'तपाईंको खाता निलम्बन गरिएको छ',
  notAuthenticated: 'कृपया जारी राख्न लगइन गर्नुहोस्',
  invalidToken: 'तपाईंको पहिचान पुष्टि हुन सकेन',
  tooManyAttempts: 'धेरै पटक प्रयास भयो। कृपया केही समयपछि फेरि प्रयास गर्नुहोस्।',
  forbidden: 'तपाईंलाई यो गर्ने अनुमति छैन',

  notFound: 'भेटिएन',
  requestInvalid: 'अनुरोध पढ्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
  methodNotAllowed: 'यो ठेगानाले त्यो विधि स्वीकार गर्दैन।',
  unsupportedMediaType: 'यो ठेगानाले त्यस्तो किसिमको सामग्री स्वीकार गर्दैन।',
  bodyTooLarge: 'अनुरोध धेरै ठूलो भयो।',
  urlTooLong: 'ठेगाना धेरै लामो भयो।',
  limitInvalid: 'सीमा कम्तीमा १ को पूर्ण अङ्क हुनुपर्छ',
  cursorInvalid: 'यो पृष्ठको लिङ्कको म्याद सकियो। कृपया सूची फेरि लोड गर्नुहोस्।',
  serviceUnavailable: 'सेवा अहिले उपलब्ध छैन। कृपया केही बेरपछि फेरि प्रयास गर्नुहोस्।',
  internal: 'केही गडबड भयो। कृपया फेरि प्रयास गर्नुहोस्।',
};
