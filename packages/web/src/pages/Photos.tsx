import { lazy } from 'react';

/** The photos gallery (spec section 2), loaded on demand so the home page ships less JS. */
export const Photos = lazy(() => import('./photos/PhotosPage.js'));
