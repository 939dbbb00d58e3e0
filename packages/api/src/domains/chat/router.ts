import type { TRPCRouterRecord } from '@trpc/server';
import { conversationListInput, roles, sendMessageInput, threadInput, typingInput } from '@tasbir/shared';
import { roleProcedure } from '../../trpc/trpc.js';

/** Any signed-in account; a visitor hears "Please login to start chatting". */
const chatProcedure = roleProcedure(roles, { visitorRefusal: 'loginToChat' });

export const chatRouter = {
  send: chatProcedure.meta({ staleAreas: [] }).input(sendMessageInput).mutation(({ ctx, input }) => ctx.services.chat.send(ctx.user, input)),
  /** The caller's conversations, newest activity first, with unread counts. */
  conversations: chatProcedure.input(conversationListInput).query(({ ctx, input }) => ctx.services.chat.conversations(ctx.user, input)),
  /** A page of the thread with another account, newest first; the first page marks it read. */
  messages: chatProcedure.input(threadInput).query(({ ctx, input }) => ctx.services.chat.thread(ctx.user, input)),
  unreadCount: chatProcedure.query(({ ctx }) => ctx.services.chat.unreadCount(ctx.user)),
  typing: chatProcedure.meta({ staleAreas: [] }).input(typingInput).mutation(({ ctx, input }) => ctx.services.chat.typing(ctx.user, input.recipient_id)),
} satisfies TRPCRouterRecord;
