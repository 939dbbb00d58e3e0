import { errorsNe } from './errors.js';
import type { UiMessages } from './ui.js';
import { commonNe } from './ui/ne/common.js';
import { accountsNe } from './ui/ne/accounts.js';
import { pagesNe } from './ui/ne/pages.js';
import { mediaNe } from './ui/ne/media.js';
import { directoryNe } from './ui/ne/directory.js';
import { giftsNe } from './ui/ne/gifts.js';
import { creditsNe } from './ui/ne/credits.js';
import { dashboardsNe } from './ui/ne/dashboards.js';
import { profileNe } from './ui/ne/profile.js';
import { notificationsNe } from './ui/ne/notifications.js';
import { chatNe } from './ui/ne/chat.js';
import { bookingFormNe } from './ui/ne/bookingForm.js';
import { bookingListsNe } from './ui/ne/bookingLists.js';
import { offlineNe } from './ui/ne/offline.js';

/**
 * Nepali (नेपाली) texts for every key of the English table (ui.ts). A module of its own, so the web
 * app loads it only for a reader who chose Nepali.
 */
export const uiNe: UiMessages = {
  ...errorsNe,
  ...commonNe,
  ...accountsNe,
  ...pagesNe,
  ...mediaNe,
  ...directoryNe,
  ...giftsNe,
  ...creditsNe,
  ...dashboardsNe,
  ...profileNe,
  ...notificationsNe,
  ...chatNe,
  ...bookingFormNe,
  ...bookingListsNe,
  ...offlineNe,
};
