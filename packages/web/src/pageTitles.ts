import type { UiMessageKey } from '@tasbir/shared';
import type { PageName } from './state/routes.js';

/** The sentence that names each page (document title). */
export const pageTitles: Record<PageName, UiMessageKey> = {
  home: 'appTagline',
  login: 'navLogin',
  register: 'navSignUp',
  'forgot-password': 'forgotTitle',
  'reset-password': 'resetTitle',
  'terms-conditions': 'termsTitle',
  'privacy-policy': 'privacyTitle',
  photos: 'navPhotos',
  reels: 'navReels',
  photographers: 'navPhotographers',
  leaderboard: 'navLeaderboard',
  about: 'navAbout',
  messages: 'navMessages',
  subscriptions: 'navSubscriptions',
  dashboard: 'navMyDashboard',
  'photographer-dashboard': 'navStudioDashboard',
  'admin-dashboard': 'navAdminPanel',
  payments: 'paymentPageTitle',
  g: 'galleryPageTitle',
};
