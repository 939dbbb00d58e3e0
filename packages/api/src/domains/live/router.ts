import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { roles } from '@tasbir/shared';
import { roleProcedure } from '../../trpc/trpc.js';

/** Any signed-in account; a visitor hears "Please login to start chatting". */
const liveProcedure = roleProcedure(roles, { visitorRefusal: 'loginToChat' });

export const liveRouter = {
  /**
   * Everything live for the caller (messages, read receipts, typing, presence, notifications) as a
   * subscription over the WebSocket link. Each event is tracked by id; a client that reconnects
   * with its `lastEventId` first gets the messages and notifications it missed.
   */
  events: liveProcedure
    .input(z.object({ lastEventId: z.string().max(64).nullish() }).optional())
    .subscription(({ ctx, input, signal }) =>
      ctx.services.live.events(ctx.user.id, input?.lastEventId ?? undefined, signal),
    ),
} satisfies TRPCRouterRecord;
