import { planNames, type User } from '@tasbir/shared';

// Kept apart from the upload rules (uploadRules.ts): the photos and reels pages ask this for every
// visitor, and the rules read the server's field schemas, which would bring zod to those pages.

type Uploader = Pick<User, 'role' | 'subscription_plan' | 'subscription_active'>;

/**
 * Who is offered the upload button: admins, photographers (the dialog then says which plan they
 * need) and user-role accounts on silver or higher. The server decides for real.
 */
export function canOfferUpload(user: Uploader | null): boolean {
  if (!user) return false;
  if (user.role === 'admin' || user.role === 'photographer') return true;
  return user.subscription_active && planNames.indexOf(user.subscription_plan) >= planNames.indexOf('silver');
}
