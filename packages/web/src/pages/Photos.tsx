import { lazy } from 'react';

/** The photos gallery (docs/product.md#photos-and-reels), loaded on demand so the home page ships less JS. */
export const Photos = lazy(() => import('./photos/PhotosPage.js'));
