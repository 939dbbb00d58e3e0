import { lazy } from 'react';

/** The photos gallery (`/photos`, or one photo in the lightbox at `/photos/{id}`), loaded on demand so the home page ships less JS. */
export const Photos = lazy(() => import('./photos/PhotosPage.js'));
