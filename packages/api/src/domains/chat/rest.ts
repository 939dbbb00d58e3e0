import { z } from 'zod';
import { chatMessageSchema, threadInput } from '@tasbir/shared';
import { pageReply, restRoutesFor } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import type { chatRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ chat: typeof chatRouter }>>();

/**
 * `chat.messages`'s row: REST answers the thread's page alone (the tRPC answer also names the
 * conversation and the other party), documented as a plain array; the live socket is `/api/ws/chat/{userId}`.
 */
export const chatThreadRoutes = [
  restRoute({
    method: 'GET',
    path: '/chat/messages/:otherUserId',
    summary:
      'The thread with another account, newest first (limit, cursor; next page in X-Next-Cursor); reading the first page marks it read',
    auth: true,
    input: threadInput,
    output: z.array(chatMessageSchema),
    read: ({ params, query }) => ({ ...query, other_user_id: params.otherUserId }),
    call: (api, input) => api.chat.messages(input),
    reply: pageReply,
  }),
];
