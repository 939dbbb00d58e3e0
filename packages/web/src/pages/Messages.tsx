import { lazy } from 'react';

/** Messages (`/messages`, or one chat at `/messages/{partner id}`), loaded on demand so the home page ships less JS. */
export const Messages = lazy(() => import('./messages/MessagesPage.js'));
