import { z } from 'zod';
import { chatLimits, chatMessageSchema, sendMessageInput, threadInput } from '@tasbir/shared';
import { bodyWithIdempotencyKey } from '../../idempotency.js';
import { pageReply, restRoutesFor } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import type { chatRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ chat: typeof chatRouter }>>();

/** `chat.send`'s row reads the Idempotency-Key header; the live socket is `/api/ws/chat/{userId}` (live/chatSocket.ts). */
export const chatSendRoutes = [
  restRoute({
    method: 'POST',
    path: '/chat/send',
    summary: `Send a text message to another account (starting a chat takes a photographer); per sender at most ${chatLimits.burstMessages} in ${chatLimits.burstSeconds} seconds, ${chatLimits.hourlyMessages} an hour and ${chatLimits.newConversationsPerDay} new conversations a day (429 with retry_after); an Idempotency-Key header stores a retry once (422 when it comes with another message)`,
    auth: true,
    input: sendMessageInput,
    read: bodyWithIdempotencyKey,
    output: chatMessageSchema,
    call: (api, input) => api.chat.send(input),
  }),
];

/** `chat.messages`'s row: a page whose cursor header the document does not list (a paged row's would). */
export const chatThreadRoutes = [
  restRoute({
    method: 'GET',
    path: '/chat/messages/:otherUserId',
    summary: 'The thread with another account, newest first (limit, cursor; next page in X-Next-Cursor); reading the first page marks it read',
    auth: true,
    input: threadInput,
    output: z.array(chatMessageSchema),
    read: ({ params, query }) => ({ ...query, other_user_id: params.otherUserId }),
    call: (api, input) => api.chat.messages(input),
    reply: pageReply,
  }),
];
