import { z } from 'zod';
import { refuse } from '../messages/errors.js';
import { roles } from '../roles.js';
import { lineText } from './fields.js';

/** `POST|DELETE /users/{id}/block`: the account blocked or unblocked. */
export const blockUserInput = z.object({
  id: lineText(refuse('userNotFound')).trim().min(1, refuse('userNotFound')).max(64, refuse('userNotFound')),
});
export type BlockUserInput = z.input<typeof blockUserInput>;

/** Where a block stands between the caller and another account, as the caller sees it. */
export const blockStandings = ['by_me', 'by_them'] as const;
export type BlockStanding = (typeof blockStandings)[number];

/** The answer of a block or an unblock: whether the caller now blocks the account. */
export const blockStateSchema = z.object({ user_id: z.string(), blocked: z.boolean() });
export type BlockState = z.infer<typeof blockStateSchema>;

/** An account the caller blocked, newest block first (`GET /users/blocks`). */
export const blockedAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(roles),
  profile_picture: z.string().nullable(),
  blocked_at: z.string(),
});
export type BlockedAccount = z.infer<typeof blockedAccountSchema>;
export const blockListSchema = z.object({ blocks: z.array(blockedAccountSchema) });
export type BlockList = z.infer<typeof blockListSchema>;
