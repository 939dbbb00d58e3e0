import { lazy } from 'react';

/** The reels feed (`/reels`, or one reel at `/reels/{id}`), loaded on demand so the home page ships less JS. */
export const Reels = lazy(() => import('./reels/ReelsPage.js'));
