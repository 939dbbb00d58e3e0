/**
 * Refusals of the admin panel's user management: unknown accounts, the rules that keep at least
 * one administrator able to act, and the admin's own inputs.
 */
export const adminErrorsEn = {
  userNotFound: 'User not found',
  cannotSuspendSelf: 'You cannot suspend your own account',
  cannotDemoteSelf: 'You cannot remove your own administrator role',
  cannotDeleteSelf: 'You cannot delete your own account',
  lastAdmin: 'The last active administrator cannot be demoted, suspended or deleted',
  adminCreditsInvalid: 'Credits must be a whole number from 1 to 100,000',
  usernameUnchanged: 'The new username is the same as the current one',
  adminRoleInvalid: 'Role must be user, photographer or admin',
  auditActionInvalid: 'Unknown audit action',
} as const;

export const adminErrorsNe: Record<keyof typeof adminErrorsEn, string> = {
  userNotFound: 'प्रयोगकर्ता भेटिएन',
  cannotSuspendSelf: 'तपाईं आफ्नै खाता निलम्बन गर्न सक्नुहुन्न',
  cannotDemoteSelf: 'तपाईं आफ्नै प्रशासक भूमिका हटाउन सक्नुहुन्न',
  cannotDeleteSelf: 'तपाईं आफ्नै खाता मेटाउन सक्नुहुन्न',
  lastAdmin: 'अन्तिम सक्रिय प्रशासकलाई हटाउन, निलम्बन गर्न वा मेटाउन सकिँदैन',
  adminCreditsInvalid: 'क्रेडिट १ देखि १,००,००० सम्मको पूर्ण संख्या हुनुपर्छ',
  usernameUnchanged: 'नयाँ प्रयोगकर्ता नाम हालकै जस्तै छ',
  adminRoleInvalid: 'भूमिका प्रयोगकर्ता, फोटोग्राफर वा प्रशासक हुनुपर्छ',
  auditActionInvalid: 'अज्ञात अडिट कार्य',
};
