import { demoReviewers } from './demoPortfolios.js';
import { demoPhotographers, demoUsers } from './demoPhotographers.js';

/** `aarav_shrestha` signs in as `aarav.shrestha@example.com`. */
export const demoPhotographerEmail = (username: string) => `${username.replace('_', '.')}@example.com`;
/** `maya_user` signs in as `maya@example.com`. */
export const demoUserEmail = (username: string) => `${username.replace('_user', '')}@example.com`;

/** Every account the demo seed makes, by email: photographers, users, then the reviewers. */
export function demoAccountEmails(): string[] {
  return [
    ...demoPhotographers.map((p) => demoPhotographerEmail(p.username)),
    ...[...demoUsers, ...demoReviewers].map((u) => demoUserEmail(u.username)),
  ];
}
