import { z } from 'zod';
import { chatLimits, chatMessageSchema, conversationListInput, conversationPageSchema, sendMessageInput, threadInput, typingInput, unreadCountSchema } from '@tasbir/shared';
import { bodyWithIdempotencyKey } from '../../idempotency.js';
import { noInput, restRoutesFor } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import type { chatRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ chat: typeof chatRouter }>>();

/** The chat paths (docs/product.md#chat); the live socket is `/api/ws/chat/{userId}` (live/chatSocket.ts). */
export const chatRestRoutes = [
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
  restRoute({ method: 'GET', path: '/chat/conversations', summary: "The caller's conversations, newest activity first, with unread counts; next page in X-Next-Cursor", auth: true, input: conversationListInput, output: conversationPageSchema, paged: true, read: (r) => r.query, call: (api, input) => api.chat.conversations(input) }),
  restRoute({
    method: 'GET',
    path: '/chat/messages/:otherUserId',
    summary: 'The thread with another account, newest first (limit, cursor; next page in X-Next-Cursor); reading the first page marks it read',
    auth: true,
    input: threadInput,
    output: z.array(chatMessageSchema),
    read: ({ params, query }) => ({ ...query, other_user_id: params.otherUserId }),
    call: (api, input) => api.chat.messages(input),
    reply: (page) => ({ body: page.items, headers: page.next_cursor ? { 'x-next-cursor': page.next_cursor } : undefined }),
  }),
  restRoute({ method: 'GET', path: '/chat/unread-count', summary: 'Messages sent to the caller and not yet read', auth: true, input: noInput, output: unreadCountSchema, call: (api) => api.chat.unreadCount() }),
  restRoute({ method: 'POST', path: '/chat/typing', summary: 'Tell the other party of a conversation the caller is typing', auth: true, input: typingInput, output: z.object({ sent: z.boolean() }), call: (api, input) => api.chat.typing(input) }),
];
