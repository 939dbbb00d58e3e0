import type { TRPCRouterRecord } from '@trpc/server';
import { healthSchema } from '@tasbir/shared';
import { publicProcedure } from '../../trpc/trpc.js';

export const systemRouter = {
  health: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/health',
        summary: 'Liveness and database reachability: 200 when the database answers, 503 when it does not',
        output: healthSchema,
        alsoAnswers: { 503: healthSchema },
        statusOf: (health) => (healthSchema.parse(health).status === 'ok' ? 200 : 503),
      },
    })
    .query(({ ctx }) => ctx.services.system.health()),
} satisfies TRPCRouterRecord;
