import { bookingAdvanceErrorsEn, bookingAdvanceErrorsNe } from './errors/bookingAdvances.js';
import { galleryErrorsEn, galleryErrorsNe } from './errors/galleries.js';
import { paymentErrorsEn, paymentErrorsNe } from './errors/payments.js';
import { blockErrorsEn, blockErrorsNe } from './errors/blocks.js';

/**
 * The refusals only pages loaded on demand meet (online payments and payouts, a booking's advance and
 * balance, delivery galleries), apart from the tables every page carries (errors.ts): the server adds
 * them at start and the web's pages that need them when they load (`addErrorTables`).
 */
export const addedErrorsEn = {
  ...paymentErrorsEn,
  ...bookingAdvanceErrorsEn,
  ...galleryErrorsEn,
  ...blockErrorsEn,
} as const;
export const addedErrorsNe: Record<keyof typeof addedErrorsEn, string> = {
  ...paymentErrorsNe,
  ...bookingAdvanceErrorsNe,
  ...galleryErrorsNe,
  ...blockErrorsNe,
};
