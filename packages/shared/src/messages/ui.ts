import { errorsEn } from './errors.js';
import { commonEn } from './ui/common.js';
import { accountsEn } from './ui/accounts.js';
import { pagesEn } from './ui/pages.js';
import { mediaEn } from './ui/media.js';
import { directoryEn } from './ui/directory.js';
import { giftsEn } from './ui/gifts.js';
import { creditsEn } from './ui/credits.js';
import { dashboardsEn } from './ui/dashboards.js';
import { profileEn } from './ui/profile.js';
import { adminEn, adminNe } from './ui/admin.js';
import { notificationsEn } from './ui/notifications.js';
import { chatEn } from './ui/chat.js';
import { bookingFormEn } from './ui/bookingForm.js';
import { bookingListsEn } from './ui/bookingLists.js';
import { offlineEn } from './ui/offline.js';
import { auditEn, auditNe } from './ui/audit.js';
import { paymentsEn, paymentsNe } from './ui/payments.js';
import { payoutsEn, payoutsNe } from './ui/payouts.js';
import { bookingPolicyEn, bookingPolicyNe } from './ui/bookingPolicy.js';
import { advanceReceiptsEn, advanceReceiptsNe } from './ui/advanceReceipts.js';
import { bookingAdvancesEn, bookingAdvancesNe } from './ui/bookingAdvances.js';
import { galleriesEn, galleriesNe } from './ui/galleries.js';
import { repliesBlocksEn, repliesBlocksNe } from './ui/repliesBlocks.js';
import { reportsEn, reportsNe } from './ui/reports.js';
import { reportNoticesEn, reportNoticesNe } from './ui/reportNotices.js';
import { trustEn, trustNe } from './ui/trust.js';
import { aboutLegalEn, aboutLegalNe } from './ui/aboutLegal.js';
import { suggestEn, suggestNe } from './ui/suggest.js';

/**
 * Every sentence the web app shows, in English (the default). `{name}` marks a value filled in by
 * the app. The server's refusals are the error table itself, so an error code is also a key here.
 * The tables live by area under ui/, each with its Nepali twin under ui/ne/ (uiNe.ts puts those
 * together), so the web loads one language's sentences, not both.
 */
export const uiEn = {
  ...errorsEn,
  ...commonEn,
  ...accountsEn,
  ...pagesEn,
  ...mediaEn,
  ...directoryEn,
  ...giftsEn,
  ...creditsEn,
  ...dashboardsEn,
  ...profileEn,
  ...notificationsEn,
  ...chatEn,
  ...bookingFormEn,
  ...bookingListsEn,
  ...offlineEn,
} as const;

export type UiMessageKey = keyof typeof uiEn;
export type UiMessages = Record<UiMessageKey, string>;

/** The web's own tables, without the error table: a key in both would hide one of the two texts. */
export const uiOwnTables = {
  common: commonEn,
  accounts: accountsEn,
  pages: pagesEn,
  media: mediaEn,
  directory: directoryEn,
  gifts: giftsEn,
  credits: creditsEn,
  dashboards: dashboardsEn,
  profile: profileEn,
  admin: adminEn,
  notifications: notificationsEn,
  chat: chatEn,
  bookingForm: bookingFormEn,
  bookingLists: bookingListsEn,
  offline: offlineEn,
  audit: auditEn,
  payments: paymentsEn,
  payouts: payoutsEn,
  bookingPolicy: bookingPolicyEn,
  advanceReceipts: advanceReceiptsEn,
  bookingAdvances: bookingAdvancesEn,
  galleries: galleriesEn,
  repliesBlocks: repliesBlocksEn,
  reports: reportsEn,
  reportNotices: reportNoticesEn,
  trust: trustEn,
  aboutLegal: aboutLegalEn,
  suggest: suggestEn,
} as const;

/**
 * The texts of the admin panel, the audit log, online payments and payouts, apart from the tables
 * above: only their pages use them, and those load on demand, so the home page does not carry them
 * (the web merges them there).
 */
export { adminEn, adminNe, auditEn, auditNe, paymentsEn, paymentsNe, payoutsEn, payoutsNe };
export type LazyTextKey =
  keyof typeof adminEn | keyof typeof auditEn | keyof typeof paymentsEn | keyof typeof payoutsEn;

/**
 * A booking policy's plain words and its form, apart again: the portfolio and the booking form show
 * them without the other lazy tables, and the web reads them on their own (pages/bookings/policyText.ts).
 */
export { bookingPolicyEn, bookingPolicyNe };

/** The receipts of booking advances, apart likewise: only the Bookings tabs read them (pages/bookings/advanceReceiptText.ts). */
export { advanceReceiptsEn, advanceReceiptsNe };
/**
 * A booking's agreed price and advance (the accept dialog, the Bookings tabs, the admins' settlement),
 * apart too: only the dashboards show them (pages/bookings/advanceText.ts reads them).
 */
export { bookingAdvancesEn, bookingAdvancesNe };
/** Delivery galleries, apart as well: only the Galleries tab and the client's gallery page show them (pages/galleries/galleryText.ts). */
export { galleriesEn, galleriesNe };
/** Trust signals, apart as well: the card's lines, the portfolio and the Top filter load them on demand (pages/photographers/trustText.ts). */
export { trustEn, trustNe };
/** The About, Terms and Privacy pages' sentences, apart too: only those pages, loaded on demand, read them (pages/aboutLegalText.ts). */
export { aboutLegalEn, aboutLegalNe };
/** The directory search box's suggestions, apart too: only the directory shows them (pages/photographers/suggestText.ts). */
export { suggestEn, suggestNe };
export type LazyTexts = Record<LazyTextKey, string>;
/** Replies to reviews and blocks, apart likewise: only the pages that show them read them (pages/repliesBlocks/repliesBlocksText.ts). */
export { repliesBlocksEn, repliesBlocksNe };
/**
 * Reports, apart likewise: the Report dialog and the admins' Reports tab (pages/reports/reportText.ts),
 * and the sentences a reporter's notification reads (the bell's panel, which loads on demand).
 */
export { reportsEn, reportsNe, reportNoticesEn, reportNoticesNe };
