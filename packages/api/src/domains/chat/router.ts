import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import {
  chatLimits,
  chatMessageSchema,
  conversationListInput,
  conversationPageSchema,
  pageSchema,
  roles,
  sendMessageInput,
  threadInput,
  typingInput,
  unreadCountSchema,
} from '@tasbir/shared';
import { roleProcedure } from '../../trpc/trpc.js';

/** Any signed-in account; a visitor hears "Please login to start chatting". */
const chatProcedure = roleProcedure(roles, { visitorRefusal: 'loginToChat' });

export const chatRouter = {
  send: chatProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/chat/send',
        idempotencyKey: true,
        summary: `Send a text message to another account (starting a chat takes a photographer); per sender at most ${chatLimits.burstMessages} in ${chatLimits.burstSeconds} seconds, ${chatLimits.hourlyMessages} an hour and ${chatLimits.newConversationsPerDay} new conversations a day (429 with retry_after); an Idempotency-Key header stores a retry once (422 when it comes with another message)`,
        output: chatMessageSchema,
      },
    })
    .input(sendMessageInput)
    .mutation(({ ctx, input }) => ctx.services.chat.send(ctx.user, input)),
  /** The caller's conversations, newest activity first, with unread counts. */
  conversations: chatProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/chat/conversations',
        summary: "The caller's conversations, newest activity first, with unread counts; next page in X-Next-Cursor",
        output: conversationPageSchema,
        paged: true,
      },
    })
    .input(conversationListInput)
    .query(({ ctx, input }) => ctx.services.chat.conversations(ctx.user, input)),
  /** A page of the thread with another account, newest first; the first page marks it read. */
  /** REST answers the thread's page alone (tRPC's also names the conversation); the live socket is `/api/ws/chat/{userId}`. */
  messages: chatProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/chat/messages/:otherUserId',
        pathFields: { otherUserId: 'other_user_id' },
        summary:
          'The thread with another account, newest first (limit, cursor; next page in X-Next-Cursor); reading the first page marks it read',
        output: pageSchema(chatMessageSchema),
        paged: true,
      },
    })
    .input(threadInput)
    .query(({ ctx, input }) => ctx.services.chat.thread(ctx.user, input)),
  unreadCount: chatProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/chat/unread-count',
        summary: 'Messages sent to the caller and not yet read',
        output: unreadCountSchema,
      },
    })
    .query(({ ctx }) => ctx.services.chat.unreadCount(ctx.user)),
  typing: chatProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/chat/typing',
        summary: 'Tell the other party of a conversation the caller is typing',
        output: z.object({ sent: z.boolean() }),
      },
    })
    .input(typingInput)
    .mutation(({ ctx, input }) => ctx.services.chat.typing(ctx.user, input.recipient_id)),
} satisfies TRPCRouterRecord;
